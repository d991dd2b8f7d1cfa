import { requests } from '@fanship/db/request-schema';
import { SPLIT_FEE_PER_PACKAGE_KRW, splitFee } from '@fanship/domain/pricing/service-fees';
import { isCancellable, splitMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { RESULT_DESCRIPTION_MAX } from '@fanship/domain/warehouse/package-services';
import {
  type SplitRequestValues,
  type SplitSummary,
  splitEstimateKrw,
  splitMessages,
  splitPageSchema,
  splitRequestDetailSchema,
  splitRequestSchema,
  splitTargetTypes,
  splitTypeLabel,
  staffSplitSchema,
} from '@fanship/domain/warehouse/split';
import { sql } from 'drizzle-orm';
import { definePackageService, type PackageServiceView, staffPackageRef } from '../package-services/index.ts';

const SPLIT_FEE_KIND = 'SPLIT';

/** A split as the member's list and page show it. */
function toSplit({
  request,
  body,
  targets,
  results,
  fees,
}: PackageServiceView<SplitRequestValues>): SplitSummary {
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(splitMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    type: body.type,
    typeLabel: splitTypeLabel(body.type),
    contents: body.contents,
    memberNote: body.memberNote,
    targetPackage: targets[0] ?? { code: body.targetPackageCode },
    resultPackages: results,
    fees,
    estimatedFeeKrw: splitEstimateKrw(body.contents.length),
    editable: (splitMachine.editable as readonly string[]).includes(request.status),
    cancellable: isCancellable(splitMachine, request.status, 'member'),
  };
}

/**
 * Splits (SP…, spec §2 Split, §5 Split form, §7 `/split-services`): the member asks for one of their ARRIVED
 * packages (R, M, T or L) to be split into as many new packages as the contents they describe; staff `start`,
 * record the new T packages (`results`: one per content, each with a new free storage period, the split type and a
 * ₩2,500 fee line), the original is consumed, and `complete`. Cancelling (member or staff, only while SCSP01) puts
 * the package back.
 */
export const splitKind = definePackageService<SplitRequestValues>({
  machine: splitMachine,
  flow: { processing: 'SCSP02', completed: 'SCSP03' },
  member: {
    path: '/split-services',
    tags: ['splits'],
    body: splitRequestSchema,
    listSchema: splitPageSchema,
    pageSchema: splitRequestDetailSchema,
    cancelRefused: splitMessages.cancelOnlyRequested,
  },
  packages: {
    target: {
      types: splitTargetTypes,
      statuses: ['ARRIVED'],
      min: 1,
      max: 1,
      codes: (body) => [body.targetPackageCode],
    },
    // Any arrived package may be split, whether or not it came from a request.
    pageAction: { anySource: true },
    hold: 'IN_SERVICE',
  },
  results: {
    type: 'T',
    count: (body) => body.contents.length,
    sources: 'CONSUMED',
    fees: () =>
      splitFee({ packageCount: 1 }).items.map((line) => ({
        subType: SPLIT_FEE_KIND,
        name: line.label,
        amountKrw: line.amountKrw,
      })),
    columns: (body, input, index) => ({
      splitType: body.type,
      // The member's description of what the package holds names it (cut to the name's 500 characters).
      name: input.description ?? body.contents[index]?.slice(0, RESULT_DESCRIPTION_MAX) ?? null,
    }),
    message: 'Your package was split',
  },
  row: toSplit,
  page: (view, history) => ({ ...toSplit(view), history }),
  staff: {
    detailSchema: staffSplitSchema,
    // `splitEstimateKrw` of the member's contents, as the summary shows it.
    amountSql: sql`jsonb_array_length(${requests.body} -> 'contents') * ${SPLIT_FEE_PER_PACKAGE_KRW}`,
    summary: (view) => {
      const split = toSplit(view);
      return {
        summary: `${split.targetPackage.code} · ${split.typeLabel} · ${split.contents.length} packages`,
        amountKrw: split.estimatedFeeKrw,
      };
    },
    describe: async (context, view) => ({
      targetPackageDetail: await staffPackageRef(
        context.db,
        view.targets[0]?.code ?? view.body.targetPackageCode,
      ),
      expectedPackageCount: view.body.contents.length,
    }),
  },
});
