import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { isCancellable, packingMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { packingTypeLabels } from '@fanship/domain/warehouse/forwarding-code-lists';
import {
  FORWARDING_MAX_PACKAGES,
  forwardingItemType,
  totalWeightProblem,
} from '@fanship/domain/warehouse/forwarding-fields';
import {
  type PackingBoxes,
  type PackingRequestValues,
  type PackingSummary,
  packingBoxesSchema,
  packingBoxFees,
  packingPageSchema,
  packingRequestFee,
  packingRequestSchema,
  packingSchema,
  packingTargetTypes,
  packingTypeProblem,
  planForwardBoxes,
  staffPackingSchema,
} from '@fanship/domain/warehouse/packing';
import { definePackageService, type PackageServiceView, staffPackageRef } from '../package-services/index.ts';

const PACKING_FEE_KIND = 'PACKING';
/** The tag of the videos staff film of the packing (kept on the first box). */
const PACKING_VIDEO_TAG = 'PACKING_VIDEO';

/** A packing as the member's list shows it (Created, ID, Status, Packing Type, Priority Packing). */
function toRow({ request, body }: PackageServiceView<PackingRequestValues>): PackingSummary {
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(packingMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    requestType: body.requestType,
    priority: body.priority,
  };
}

/** The fees the packing wrote that still stand (a cancelled packing's are cancelled), in won. */
const standingFeeKrw = (view: PackageServiceView<PackingRequestValues>) =>
  view.fees.filter((fee) => fee.status !== 'CANCELLED').reduce((sum, fee) => sum + fee.amount, 0);

/** The member's page: the request as asked (the address as it was sent), its packages, and the boxes made. */
function toPage(view: PackageServiceView<PackingRequestValues>, history: HistoryEntry[]) {
  const { request, body } = view;
  const staffMoves = history.filter((entry) => entry.actor === 'staff');
  return {
    ...toRow(view),
    freebie: body.freebie,
    vacuumOption: body.vacuumOption,
    posterOption: body.posterOption,
    memberNote: body.memberNote,
    address: { ...body.address, line2: body.address.line2 ?? null, taxId: body.address.taxId ?? null },
    targetPackages: view.targetPackages,
    forwardPackages: view.results,
    videos: view.videos,
    fees: view.fees,
    feeKrw: standingFeeKrw(view),
    managerUpdatedAt: staffMoves.at(-1)?.createdAt ?? null,
    editable: (packingMachine.editable as readonly string[]).includes(request.status),
    cancellable: isCancellable(packingMachine, request.status, 'member'),
    history,
  };
}

/**
 * Packings (PA…, spec §2 "Packing", §4 packing type availability, §5 "Packing form", §7 `/packing-services`): the
 * member asks for ARRIVED packages of theirs (R, M, T, L; 200 kg at most in all) to be packed into forwarding boxes
 * for an address (kept as sent: a snapshot) with a packing type the address and packages allow; staff `start`,
 * record the F boxes they made (`results`, with the vacuum bags used), the packages become PACKED and keep counting
 * storage until the box carrying them is paid for, each box gets its fee lines (`packingBoxFees`: consolidation
 * and vacuum on the first, priority on each), and `complete`. The member cancels with `DELETE` while SCPA01.
 */
export const packingKind = definePackageService<PackingRequestValues, PackingBoxes>({
  machine: packingMachine,
  flow: { processing: 'SCPA02', completed: 'SCPA04' },
  member: {
    path: '/packing-services',
    tags: ['packings'],
    createPath: '/request',
    cancelBy: 'DELETE',
    body: packingRequestSchema,
    listSchema: packingPageSchema,
    pageSchema: packingSchema,
  },
  packages: {
    target: {
      types: packingTargetTypes,
      statuses: ['ARRIVED'],
      min: 1,
      max: FORWARDING_MAX_PACKAGES,
      codes: (body) => body.targetPackageCodes,
    },
    check: ({ body, targets }) =>
      totalWeightProblem(targets) ??
      packingTypeProblem(body.requestType, {
        countryCode: body.address.countryCode,
        hasOfmItem: targets.some((pkg) => forwardingItemType(pkg.type) === 'OFM'),
      }),
    hold: 'IN_SERVICE',
  },
  videos: { tag: PACKING_VIDEO_TAG },
  results: {
    type: 'F',
    input: packingBoxesSchema,
    sources: 'PACKED',
    carriesStorage: true,
    fees: ({ body, input }, index) =>
      packingBoxFees(body, input, index).map((line) => ({
        subType: PACKING_FEE_KIND,
        name: line.label,
        amountKrw: line.amountKrw,
      })),
    message: 'Your packages were packed',
  },
  row: toRow,
  page: toPage,
  staff: {
    detailSchema: staffPackingSchema,
    types: { field: 'requestType', labels: packingTypeLabels },
    summary: (view) => {
      const { body, targetPackages } = view;
      const boxCount = planForwardBoxes(targetPackages).length;
      const estimate = packingRequestFee(body, { boxCount, vacuumBags: 0 });
      return {
        summary: `${targetPackages.length} packages · ${packingTypeLabels[body.requestType]}${body.priority ? ' · Priority' : ''}`,
        amountKrw: view.results.length > 0 ? standingFeeKrw(view) : estimate.totalKrw,
      };
    },
    describe: async (context, view) => ({
      targetPackageDetails: await Promise.all(
        view.targets.map((target) => staffPackageRef(context.db, target.code)),
      ),
      plannedBoxes: planForwardBoxes(view.targetPackages),
    }),
  },
});
