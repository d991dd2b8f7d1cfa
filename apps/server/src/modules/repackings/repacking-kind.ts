import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { isCancellable, repackingMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { FORWARDING_MAX_PACKAGES } from '@fanship/domain/warehouse/forwarding-fields';
import {
  REPACKING_PACKAGE_STATUS,
  REPACKING_RESULT_PACKAGES,
  type RepackingRequestValues,
  type RepackingSummary,
  repackingBlocker,
  repackingPageSchema,
  repackingRequestFee,
  repackingRequestSchema,
  repackingResourceTypes,
  repackingResultSchema,
  repackingSchema,
  repackingTargetTypes,
  repackingWeightProblem,
  staffRepackingSchema,
} from '@fanship/domain/warehouse/repacking';
import { shippingBlocker } from '@fanship/domain/warehouse/shipping';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { definePackageService, type PackageServiceView, staffPackageRef } from '../package-services/index.ts';
import { repackingHistoryOf } from './repacking-guards.repository.ts';

const REPACKING_FEE_KIND = 'REPACKING';
const REPACKING_COMPLETED = 'SCRE03';
/** The tag of the videos staff film of the repacking (kept on the repacked box). */
const REPACKING_VIDEO_TAG = 'REPACKING_VIDEO';
type RepackingResult = z.output<typeof repackingResultSchema>;

/** A repacking as the member's list shows it (Created, ID, Status, Package, Item: the first name and '+N'). */
function toRow({
  request,
  targets,
  resourcePackages,
}: PackageServiceView<RepackingRequestValues>): RepackingSummary {
  const items = resourcePackages.flatMap((pkg) => pkg.items);
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(repackingMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    targetPackage: targets[0] ?? { code: '' },
    firstItemName: items[0]?.name ?? null,
    itemCount: items.length,
  };
}

/** The fees the repacking wrote that still stand (a cancelled repacking's are cancelled), in won. */
const standingFeeKrw = (view: PackageServiceView<RepackingRequestValues>) =>
  view.fees.filter((fee) => fee.status !== 'CANCELLED').reduce((sum, fee) => sum + fee.amount, 0);

/** The member's page: the box, what goes into it, the repacked box and when it was done ('Repacking Completed'). */
function toPage(view: PackageServiceView<RepackingRequestValues>, history: HistoryEntry[]) {
  const { request, body } = view;
  return {
    ...toRow(view),
    memberNote: body.memberNote,
    closedAt: history.findLast((entry) => entry.toStatus === REPACKING_COMPLETED)?.createdAt ?? null,
    resourcePackages: view.resourcePackages,
    resultPackageCode: view.results[0]?.code ?? null,
    videos: view.videos,
    fees: view.fees,
    feeKrw: standingFeeKrw(view),
    editable: (repackingMachine.editable as readonly string[]).includes(request.status),
    cancellable: isCancellable(repackingMachine, request.status, 'member'),
    history,
  };
}

/**
 * Repackings (RP…, spec §2 "Repacking", §4 "Storage", §5 "Repacking form", §7 `/repacking-services`): the member
 * asks for ARRIVED packages of theirs (the resources) to be packed into one of their F boxes in ARRIVED (the
 * target), 200 kg at most with the box, once per box (`repackingBlocker`: a box a repacking made, or whose shipping
 * is paid or awaiting confirmation, is refused); staff `start`, record the repacked box (`results`: exactly one F
 * box, with the weight they took out), the box and the resources are CONSUMED (lineage to the new box, which goes on
 * carrying their storage count as a packed box does), the fee ₩10,000 per started kg added or removed is written on
 * the new box, upload videos of the work (kept on the new box), and `complete`. The member edits and cancels (`DELETE`) while SCRE01.
 */
export const repackingKind = definePackageService<RepackingRequestValues, RepackingResult>({
  machine: repackingMachine,
  flow: { processing: 'SCRE02', completed: REPACKING_COMPLETED },
  member: {
    path: '/repacking-services',
    tags: ['repackings'],
    cancelBy: 'DELETE',
    body: repackingRequestSchema,
    listSchema: repackingPageSchema,
    pageSchema: repackingSchema,
  },
  packages: {
    target: {
      types: repackingTargetTypes,
      statuses: [REPACKING_PACKAGE_STATUS],
      min: 1,
      max: 1,
      codes: (body) => [body.targetPackageCode],
    },
    // 'Repack' on the box's page, whatever made it.
    pageAction: { anySource: true },
    resource: {
      types: repackingResourceTypes,
      statuses: [REPACKING_PACKAGE_STATUS],
      min: 1,
      max: FORWARDING_MAX_PACKAGES,
      codes: (body) => body.resourcePackageCodes,
    },
    async check({ tx, request, targets, resources }) {
      const [box] = targets;
      if (!box) return undefined;
      const { repackedBefore, shippings, shippingStatuses } = await repackingHistoryOf(tx, box, request.id);
      // The scaffold took the box from ARRIVED (or holds it since the create): its status is vetted.
      const target = { ...box, status: REPACKING_PACKAGE_STATUS };
      const blocker = repackingBlocker({ target, repackedBefore, shippingStatuses });
      if (blocker) return blocker;
      // A box an unpaid shipping holds: the member cancels that shipping first.
      const held = shippingBlocker({ packageCode: box.code, shippings });
      if (held) throw new AppError('CONFLICT', held);
      return repackingWeightProblem(box, resources);
    },
    hold: 'IN_SERVICE',
  },
  videos: { tag: REPACKING_VIDEO_TAG },
  results: {
    type: 'F',
    count: () => REPACKING_RESULT_PACKAGES,
    input: repackingResultSchema,
    sources: 'CONSUMED',
    carriesStorage: true,
    fees: ({ body, input, taken }) => {
      const resources = taken.filter((pkg) => body.resourcePackageCodes.includes(pkg.code));
      return repackingRequestFee(resources, input.removedGrams).items.map((line) => ({
        subType: REPACKING_FEE_KIND,
        name: line.label,
        amountKrw: line.amountKrw,
      }));
    },
    message: 'Your box was repacked',
  },
  row: toRow,
  page: toPage,
  staff: {
    detailSchema: staffRepackingSchema,
    summary: (view) => ({
      summary: `${view.targets[0]?.code ?? ''} + ${view.resources.length} package${view.resources.length === 1 ? '' : 's'}`,
      amountKrw:
        view.results.length > 0 ? standingFeeKrw(view) : repackingRequestFee(view.resourcePackages).totalKrw,
    }),
    describe: async (context, view) => ({
      targetPackageDetail: await staffPackageRef(context.db, view.targets[0]?.code ?? ''),
      resourcePackageDetails: await Promise.all(
        view.resources.map((resource) => staffPackageRef(context.db, resource.code)),
      ),
      expectedPackageCount: REPACKING_RESULT_PACKAGES,
    }),
  },
});
