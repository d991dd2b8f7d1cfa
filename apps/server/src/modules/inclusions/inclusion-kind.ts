import type { Transaction } from '@fanship/db/client';
import { feeRowsOf } from '@fanship/domain/pricing/fee-line';
import { inclusionMachine } from '@fanship/domain/requests/status-machines';
import { FORWARDING_MAX_PACKAGES } from '@fanship/domain/warehouse/forwarding-fields';
import {
  INCLUSION_RESULT_PACKAGES,
  type InclusionRequestValues,
  inclusionAlbumCount,
  inclusionMessages,
  inclusionPageSchema,
  inclusionRequestSchema,
  inclusionSchema,
  inclusionTargetTypes,
  staffInclusionSchema,
} from '@fanship/domain/warehouse/inclusion';
import { inclusionRequestFee, ofmQuantityProblem } from '@fanship/domain/warehouse/inclusion-rules';
import { attachMemberFiles } from '../member-files/index.ts';
import { definePackageService, staffPackageRef } from '../package-services/index.ts';
import { listPackageItems, type PackageRow } from '../packages/index.ts';
import { toInclusion, toInclusionSummary } from './inclusion-views.ts';

/** The fee kind (`subType`) of an inclusion's lines on its result package. */
export const INCLUSION_FEE_KIND = 'INCLUSION';
/** The tag of the videos staff film of the work (kept on the result package). */
const INCLUSION_VIDEO_TAG = 'INCLUSION_VIDEO';

/**
 * The OFM albums claimed are at most what the selected M packages hold (spec §3 `requestOfmQty`; issue 22): the
 * 400's message, or undefined.
 */
async function ofmAlbumsProblem(
  tx: Transaction,
  body: InclusionRequestValues,
  targets: readonly PackageRow[],
): Promise<string | undefined> {
  if (body.inclusionItems.every((item) => item.requestOfmQty === 0)) return undefined;
  const items = await listPackageItems(
    tx,
    targets.map((pkg) => pkg.id),
  );
  const withItems = targets.map((pkg) => ({
    code: pkg.code,
    type: pkg.type,
    items: items.filter((item) => item.packageId === pkg.id),
  }));
  return ofmQuantityProblem(body.inclusionItems, withItems);
}

/**
 * Inclusions (IC…, spec §2 "Inclusions", §5 "Inclusion form", §7 `/inclusion-services`, §9 "Inclusion"): the member
 * asks for the inclusions of albums in their ARRIVED R and M packages to be taken out (POB only by default); their
 * storage stops counting while the request holds them. Staff `start`, record the one T package holding what is kept
 * (`results`: the targets are consumed, the fee per album by size is written on it), upload videos, and `complete`,
 * when its 45 free days start. Cancelling (only while SCIL01) puts the packages back, their count resuming.
 */
export const inclusionKind = definePackageService<InclusionRequestValues>({
  machine: inclusionMachine,
  flow: { processing: 'SCIL02', completed: 'SCIL04' },
  member: {
    path: '/inclusion-services',
    tags: ['inclusions'],
    body: inclusionRequestSchema,
    listSchema: inclusionPageSchema,
    pageSchema: inclusionSchema,
    cancelRefused: inclusionMessages.cancelOnlyRequested,
  },
  packages: {
    target: {
      types: inclusionTargetTypes,
      statuses: ['ARRIVED'],
      min: 1,
      max: FORWARDING_MAX_PACKAGES,
      codes: (body) => body.targetPackageCodes,
    },
    check: ({ tx, body, targets }) => ofmAlbumsProblem(tx, body, targets),
    hold: 'IN_SERVICE',
    pausesStorage: true,
  },
  // The images named are the member's own inclusion uploads ('Failed to upload images' otherwise), kept from now.
  onSave: (context, tx, request, body) =>
    attachMemberFiles(
      tx,
      request.memberId,
      'inclusion',
      body.images.map((image) => image.filename),
      context.clock.now(),
    ).then(() => undefined),
  videos: { tag: INCLUSION_VIDEO_TAG },
  results: {
    type: 'T',
    count: () => INCLUSION_RESULT_PACKAGES,
    sources: 'CONSUMED',
    fees: ({ body, taken }) => feeRowsOf(INCLUSION_FEE_KIND, inclusionRequestFee(body, taken)),
    message: inclusionMessages.completed,
  },
  row: toInclusionSummary,
  page: toInclusion,
  staff: {
    detailSchema: staffInclusionSchema,
    summary: ({ body, targets }) => ({
      summary: [
        body.albumName,
        `${targets.length} package${targets.length === 1 ? '' : 's'}`,
        body.benefitOnly ? 'POB only' : `${inclusionAlbumCount(body.inclusionItems)} albums`,
      ].join(' · '),
      amountKrw: null,
    }),
    describe: async (context, view) => ({
      targetPackages: await Promise.all(
        view.targets.map((target) => staffPackageRef(context.db, target.code)),
      ),
      expectedPackageCount: INCLUSION_RESULT_PACKAGES,
    }),
  },
});
