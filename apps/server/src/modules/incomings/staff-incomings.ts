import { incomingMachine, movesFrom } from '@fanship/domain/requests/status-machines';
import {
  firstItemText,
  incomingTotalValue,
  type StaffIncomingRequest,
  staffIncomingRequestSchema,
} from '@fanship/domain/warehouse/incoming';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findMember, type RequestRow } from '../requests/requests.repository.ts';
import type { StaffRequestKind } from '../requests/staff-request-kinds.ts';
import { listIncomingDetails, listIncomingItems } from './incomings.repository.ts';
import { cancelIncomingRequest, describeIncomingRequest } from './incomings.service.ts';

/**
 * Incomings in the staff console: queue rows name the seller and the tracking number (what the intake desk looks
 * for) with the declared value; the detail is the member's page with the arrived package, plus member and moves.
 */
export const staffIncomingKind: Omit<StaffRequestKind, 'describe'> & {
  detailSchema: typeof staffIncomingRequestSchema;
  describe(context: AppContext, request: RequestRow): Promise<StaffIncomingRequest>;
} = {
  machine: incomingMachine,
  detailSchema: staffIncomingRequestSchema,
  async summarize(context, rows) {
    const ids = rows.map((row) => row.id);
    const [details, items] = await Promise.all([
      listIncomingDetails(context.db, ids),
      listIncomingItems(context.db, ids),
    ]);
    return new Map(
      rows.map((row) => {
        const detail = details.find((candidate) => candidate.requestId === row.id);
        const own = items.filter((item) => item.requestId === row.id);
        const first = own[0] ? ` · ${firstItemText(own[0].name, own.length)}` : '';
        return [
          row.id,
          {
            summary: `${detail?.sellerName ?? ''} · ${detail?.trackingNo ?? ''}${first}`,
            amountKrw: incomingTotalValue(
              own.map((item) => ({ unitPrice: item.unitPriceKrw, quantity: item.quantity })),
            ),
          },
        ];
      }),
    );
  },
  async describe(context, request): Promise<StaffIncomingRequest> {
    const [detail, member] = await Promise.all([
      describeIncomingRequest(context, request, 'staff'),
      findMember(context.db, request.memberId),
    ]);
    if (!member) throw notFound();
    return {
      ...detail,
      member: { code: member.code, name: `${member.firstName} ${member.lastName}`, email: member.email },
      actions: movesFrom(incomingMachine, request.status, 'staff').map(({ to, action }) => ({ to, action })),
    };
  },
  cancel(context, request, staff) {
    return cancelIncomingRequest(context, request, {
      kind: 'staff',
      memberId: staff.memberId,
      reason: staff.reason,
    });
  },
};
