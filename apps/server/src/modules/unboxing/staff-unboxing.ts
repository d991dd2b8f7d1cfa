import { packages } from '@fanship/db/warehouse-schema';
import { formatKrw } from '@fanship/domain/pricing/money';
import { movesFrom, unboxingMachine } from '@fanship/domain/requests/status-machines';
import { type StaffUnboxing, staffUnboxingSchema } from '@fanship/domain/warehouse/unboxing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findMember, listHistory, type RequestRow } from '../requests/requests.repository.ts';
import { toHistoryEntries } from '../requests/requests.service.ts';
import type { StaffRequestKind } from '../requests/staff-request-kinds.ts';
import { findUnboxing, listUnboxingsWithPackages } from './unboxing.repository.ts';
import { cancelUnboxingByStaff, toUnboxing } from './unboxing.service.ts';

/** The weight as the queue shows it: '1.25 kg'. */
function kilograms(grams: number | null): string {
  return grams === null ? 'weight unknown' : `${(grams / 1000).toFixed(2)} kg`;
}

/** The unboxing as the staff request page shows it: the member's view plus member, package, moves, history. */
export async function describeStaffUnboxing(
  context: AppContext,
  request: RequestRow,
): Promise<StaffUnboxing> {
  const unboxing = await findUnboxing(context.db, request.id);
  const [pkg] = unboxing
    ? await context.db.select().from(packages).where(eq(packages.id, unboxing.packageId))
    : [];
  const member = await findMember(context.db, request.memberId);
  if (!unboxing || !pkg || !member) throw notFound();
  const [answer, history] = await Promise.all([
    toUnboxing(context, request, unboxing, pkg.code),
    listHistory(context.db, request.id),
  ]);
  return {
    ...answer,
    member: { code: member.code, name: `${member.firstName} ${member.lastName}`, email: member.email },
    actions: movesFrom(unboxingMachine, request.status, 'staff').map(({ to, action }) => ({ to, action })),
    history: toHistoryEntries(unboxingMachine, history),
    package: {
      code: pkg.code,
      type: pkg.type,
      status: pkg.status,
      weightGrams: pkg.weightGrams,
      tags: pkg.tags,
    },
    videoMaxBytes: context.config.videoMaxBytes,
  };
}

/** Unboxing in the staff console: queue rows show the package, its weight, priority and the fee. */
export const staffUnboxingKind: Omit<StaffRequestKind, 'describe'> & {
  detailSchema: typeof staffUnboxingSchema;
  describe(context: AppContext, request: RequestRow): Promise<StaffUnboxing>;
} = {
  machine: unboxingMachine,
  detailSchema: staffUnboxingSchema,
  async summarize(context, rows) {
    const details = await listUnboxingsWithPackages(
      context.db,
      rows.map((row) => row.id),
    );
    return new Map<number, { summary: string; amountKrw: number | null }>(
      rows.map((row) => {
        const detail = details.find((candidate) => candidate.requestId === row.id);
        if (!detail) return [row.id, { summary: '', amountKrw: null }];
        const parts = [
          detail.packageCode,
          kilograms(detail.weightGrams),
          detail.priority ? 'Priority' : null,
          detail.free ? 'FREE' : formatKrw(detail.feeKrw),
        ];
        return [row.id, { summary: parts.filter(Boolean).join(' · '), amountKrw: detail.feeKrw }];
      }),
    );
  },
  describe: describeStaffUnboxing,
  cancel(context, request, staff) {
    return cancelUnboxingByStaff(context, request.code, staff);
  },
};
