import { type OfmRequest, type StaffOfmRequest, staffOfmRequestSchema } from '@fanship/domain/requests/ofm';
import { ofmUnspentKrw } from '@fanship/domain/requests/ofm-fulfilment';
import { movesFrom, ofmMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RequestRow } from '../requests/requests.repository.ts';
import { findMember } from '../requests/requests.repository.ts';
import type { StaffRequestKind } from '../requests/staff-request-kinds.ts';
import { listOfmDetails, listOfmItems, listPurchaseItems } from './ofm.repository.ts';
import { cancelOfmRequest, describeOfmRequest } from './ofm.service.ts';
import { listResultPackages } from './ofm-fulfilment.repository.ts';

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

/** OFM in the staff console: queue rows show the first item (+N) and the prepayment. */
export const staffOfmKind: Omit<StaffRequestKind, 'describe'> & {
  detailSchema: typeof staffOfmRequestSchema;
  describe(context: AppContext, request: RequestRow): Promise<StaffOfmRequest>;
} = {
  machine: ofmMachine,
  detailSchema: staffOfmRequestSchema,
  async summarize(context, rows) {
    const ids = rows.map((row) => row.id);
    const [details, items] = await Promise.all([
      listOfmDetails(context.db, ids),
      listOfmItems(context.db, ids),
    ]);
    return new Map(
      rows.map((row) => {
        const own = items.filter((item) => item.requestId === row.id);
        const detail = details.find((candidate) => candidate.requestId === row.id);
        const more = own.length > 1 ? ` +${own.length - 1}` : '';
        const summary = `${detail?.type ?? ''} · ${detail?.shopName ?? ''} · ${own[0]?.name ?? ''}${more}`;
        return [row.id, { summary, amountKrw: detail?.prepaymentKrw ?? null }];
      }),
    );
  },
  async describe(context, request): Promise<StaffOfmRequest> {
    const [detail, member, purchaseItems, packages] = await Promise.all([
      describeOfmRequest(context, request, 'staff'),
      findMember(context.db, request.memberId),
      listPurchaseItems(context.db, request.id),
      listResultPackages(context.db, request.id),
    ]);
    if (!member) throw notFound();
    return {
      ...detail,
      member: { code: member.code, name: `${member.firstName} ${member.lastName}`, email: member.email },
      actions: movesFrom(ofmMachine, request.status, 'staff').map(({ to, action }) => ({ to, action })),
      purchaseItems,
      packages,
      settlement: settlementOf(detail),
    };
  },
  cancel(context, request, staff) {
    return cancelOfmRequest(context, request, {
      kind: 'staff',
      memberId: staff.memberId,
      reason: staff.reason,
    });
  },
};
