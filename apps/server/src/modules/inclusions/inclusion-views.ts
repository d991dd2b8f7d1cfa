/**
 * An inclusion as its answers show it (spec §2 "Inclusions", §3 "Inclusion request"): the list row, and the page
 * with its items, images, target packages and, once completed, the result package and videos.
 */

import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { inclusionMachine, isCancellable, statusLabel } from '@fanship/domain/requests/status-machines';
import type {
  Inclusion,
  InclusionRequestValues,
  InclusionSummary,
} from '@fanship/domain/warehouse/inclusion';
import { inclusionTypeText } from '@fanship/domain/warehouse/inclusion-rules';
import { memberFileUrl } from '../member-files/index.ts';
import type { PackageServiceView } from '../package-services/index.ts';

export type InclusionView = PackageServiceView<InclusionRequestValues>;

/** A row of `GET /api/inclusion-services`. */
export function toInclusionSummary({ request, body }: InclusionView): InclusionSummary {
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(inclusionMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    albumType: body.albumType,
    albumName: body.albumName,
    benefitOnly: body.benefitOnly,
    firstVersionName: body.inclusionItems[0]?.versionName ?? null,
    itemCount: body.inclusionItems.length,
  };
}

/** The page of `GET /api/inclusion-services/{code}` (the staff page adds its own fields around it). */
export function toInclusion(view: InclusionView, history: HistoryEntry[]): Inclusion {
  const { request, body, targets, results, fees } = view;
  return {
    ...toInclusionSummary(view),
    editable: (inclusionMachine.editable as readonly string[]).includes(request.status),
    cancellable: isCancellable(inclusionMachine, request.status, 'member'),
    history,
    fees,
    feeKrw: fees.filter((fee) => fee.status !== 'CANCELLED').reduce((sum, fee) => sum + fee.amount, 0),
    videos: view.videos,
    keepOptions: body.keepOptions,
    inclusionType: inclusionTypeText(body),
    posterOption: body.posterOption,
    memberNote: body.memberNote,
    targetPackageCodes: targets.length > 0 ? targets.map((target) => target.code) : body.targetPackageCodes,
    images: body.images.map((image) => ({ ...image, url: memberFileUrl(image.filename) })),
    resultPackageCode: results[0]?.code ?? null,
    items: body.inclusionItems.map((item, index) => ({
      id: index + 1,
      versionName: item.versionName,
      requestSignedQty: item.requestSignedQty,
      requestSealedQty: item.requestSealedQty,
      requestOpenedQty: item.requestOpenedQty,
      requestOfmQty: item.requestOfmQty,
      totalQty: item.requestSignedQty + item.requestSealedQty + item.requestOpenedQty,
    })),
  };
}
