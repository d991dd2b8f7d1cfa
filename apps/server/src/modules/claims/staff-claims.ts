import { claimMachine } from '@fanship/domain/requests/status-machines';
import { type StaffClaim, staffClaimSchema } from '@fanship/domain/warehouse/claims';
import type { AppContext } from '../../lib/app-context.ts';
import { transition } from '../requests/request-transition.ts';
import type { RequestRow } from '../requests/requests.repository.ts';
import type { StaffRequestKind } from '../requests/staff-request-kinds.ts';
import { describeStaffClaim } from './claim-review.service.ts';
import { listClaimDetails } from './claims.repository.ts';

/**
 * Claims in the staff console (`/staff/requests/claim`): queue rows show the tracking number and receiver name the
 * member gave; the detail adds the proof images and the candidate pool parcels. Staff approve or reject under
 * `/staff/package-claims/{code}/`; only the member withdraws a claim, so staff's cancel is refused by the table.
 */
export const staffClaimKind: Omit<StaffRequestKind, 'describe'> & {
  detailSchema: typeof staffClaimSchema;
  describe(context: AppContext, request: RequestRow): Promise<StaffClaim>;
} = {
  machine: claimMachine,
  detailSchema: staffClaimSchema,
  async summarize(context, rows) {
    const details = await listClaimDetails(
      context.db,
      rows.map((row) => row.id),
    );
    return new Map(
      rows.map((row) => {
        const detail = details.find((candidate) => candidate.requestId === row.id);
        const given = detail?.packageCode ? ` → ${detail.packageCode}` : '';
        const summary = `#${row.id} · ${detail?.trackingNo ?? ''} · ${detail?.receiverName ?? ''}${given}`;
        return [row.id, { summary, amountKrw: null }];
      }),
    );
  },
  describe: describeStaffClaim,
  async cancel(context, request, staff) {
    const now = context.clock.now();
    await context.db.transaction((tx) =>
      transition(context, tx, claimMachine, request, {
        to: 'SCPC09',
        actor: 'staff',
        actorMemberId: staff.memberId,
        reason: staff.reason,
        now,
      }),
    );
  },
};
