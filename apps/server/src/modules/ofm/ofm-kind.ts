import { ofmRequests } from '@fanship/db/request-schema';
import { ofmTypeLabel, ofmTypeLabels } from '@fanship/domain/pricing/ofm-type-labels';
import { memberFileSchema } from '@fanship/domain/requests/member-files';
import {
  type OfmRequest,
  ofmPageSchema,
  ofmRequestInputSchema,
  ofmRequestSchema,
  type StaffOfmRequest,
  staffOfmRequestSchema,
} from '@fanship/domain/requests/ofm';
import {
  ofmCompleteWithRefundSchema,
  ofmCreatePackagesSchema,
  ofmRecordPurchaseSchema,
  ofmUnspentKrw,
} from '@fanship/domain/requests/ofm-fulfilment';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import {
  amountFromTable,
  defineRequestKind,
  queueSummaries,
  type RequestRow,
  staffStep,
} from '../requests/index.ts';
import { listPurchaseItems, ofmOfType, ofmParts } from './ofm.repository.ts';
import { ofmPurchaseItemRoutes } from './ofm.routes.ts';
import {
  cancelOfmRequest,
  cancelOwnOfmRequest,
  createOfmRequest,
  describeOfmRequest,
  editOfmRequest,
  ofmRows,
} from './ofm.service.ts';
import { listResultPackages } from './ofm-fulfilment.repository.ts';
import {
  completeOfm,
  completeOfmWithRefund,
  createOfmPackages,
  recordOfmPurchase,
  uploadOfmResultImage,
} from './ofm-fulfilment.service.ts';
import { ofmPayable } from './ofm-payable.ts';

/** Once the purchase is recorded: what the prepayment covered, what was spent and what is left to refund. */
function settlementOf(request: OfmRequest): StaffOfmRequest['settlement'] {
  if (request.purchaseAmount === null || request.feeAmount === null) return null;
  return {
    prepaymentKrw: request.prepaymentKrw,
    domesticShippingKrw: request.domesticShippingKrw,
    purchaseAmountKrw: request.purchaseAmount,
    feeAmountKrw: request.feeAmount,
    unspentKrw: ofmUnspentKrw({
      prepaymentKrw: request.prepaymentKrw,
      domesticShippingKrw: request.domesticShippingKrw,
      purchaseAmount: request.purchaseAmount,
      feeAmount: request.feeAmount,
    }),
  };
}

/** The OFM request's own fields on the staff page: the member's page, what was bought, its packages, the money. */
async function describeStaffOfm(context: AppContext, request: RequestRow) {
  const [detail, purchaseItems, packages] = await Promise.all([
    describeOfmRequest(context, request, 'staff'),
    listPurchaseItems(context.db, request.id),
    listResultPackages(context.db, request.id),
  ]);
  return { ...detail, purchaseItems, packages, settlement: settlementOf(detail) };
}

/**
 * Order for Me (OF…): the member asks under `/ofm-services` (the scaffold's member routes with the kind's rows,
 * page, create, edit and cancel, and its purchase items) and pays the prepayment (`payable`); in the staff
 * console queue rows show the first item (+N) and the prepayment, and staff upload result photos and record the
 * purchase (SCOM03 → SCOM04), create the result packages, complete (SCOM11) or complete with refund (SCOM12), also
 * at `/staff/ofm/{code}/…`. Cancelling gives back any shop stock it held and its fee lines.
 */
export const ofmKind = defineRequestKind({
  machine: ofmMachine,
  member: {
    path: '/ofm-services',
    tags: ['ofm'],
    body: ofmRequestInputSchema,
    listSchema: ofmPageSchema,
    pageSchema: ofmRequestSchema,
    rows: ofmRows,
    page: (context, request) => describeOfmRequest(context, request, 'member'),
    create: createOfmRequest,
    edit: editOfmRequest,
    cancel: cancelOwnOfmRequest,
    moreRoutes: ofmPurchaseItemRoutes,
  },
  payable: ofmPayable,
  staff: {
    detailSchema: staffOfmRequestSchema,
    summarize: queueSummaries(ofmParts, (row, partsOf) => {
      const { detail, items } = partsOf(row.id);
      const more = items.length > 1 ? ` +${items.length - 1}` : '';
      const type = detail ? ofmTypeLabel(detail.type) : '';
      const summary = `${type} · ${detail?.shopName ?? ''} · ${items[0]?.name ?? ''}${more}`;
      return { summary, amountKrw: detail?.prepaymentKrw ?? null };
    }),
    types: { labels: ofmTypeLabels, where: ofmOfType },
    amountSql: amountFromTable(ofmRequests, ofmRequests.requestId, ofmRequests.prepaymentKrw),
    describe: describeStaffOfm,
    steps: [
      staffStep({
        name: 'result-images',
        alias: '/ofm/:code/result-images',
        answer: { status: 201, schema: memberFileSchema },
        run: async (context, request, { staff, http }) => uploadOfmResultImage(context, request, staff, http),
      }),
      staffStep({
        name: 'purchase',
        alias: '/ofm/:code/purchase',
        body: ofmRecordPurchaseSchema,
        run: (context, request, { body, staff }) => recordOfmPurchase(context, request, staff, body),
      }),
      staffStep({
        name: 'packages',
        alias: '/ofm/:code/packages',
        body: ofmCreatePackagesSchema,
        run: (context, request, { body, staff }) =>
          createOfmPackages(context, request, body.packages, staff.memberId),
      }),
      staffStep({
        name: 'complete',
        alias: '/ofm/:code/complete',
        run: (context, request, { staff }) => completeOfm(context, request, staff),
      }),
      staffStep({
        name: 'complete-with-refund',
        alias: '/ofm/:code/complete-with-refund',
        body: ofmCompleteWithRefundSchema,
        run: (context, request, { body, staff }) => completeOfmWithRefund(context, request, staff, body),
      }),
    ],
    cancel: (context, request, staff) =>
      cancelOfmRequest(context, request, { kind: 'staff', memberId: staff.memberId, reason: staff.reason }),
  },
});
