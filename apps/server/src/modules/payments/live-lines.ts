import type { Transaction } from '@fanship/db/client';
import type { Fee } from '@fanship/domain/payments/payment-contract';
import type { AppContext } from '../../lib/app-context.ts';
import type { NewFeeLine, PayableKind } from '../../lib/payable-kind.ts';
import type { RequestRow } from '../requests/index.ts';
import { type FeeLineRow, writeLiveFeeLines } from './fee-lines.repository.ts';
import type { PayableKinds } from './payable-kinds.ts';

type Executor = AppContext['db'] | Transaction;

/** A target as the paying code reads it: its kind, its row, its stored unpaid fees and its lines counted live. */
type Target = {
  kind: PayableKind;
  request: RequestRow;
  lines: { orderRequestId: number | null }[];
  live: NewFeeLine[];
};

/**
 * Fills each target's `live` with the lines its kind counts at `now` (`PayableKind.liveLines`), except on a target
 * an open order holds (that order wrote them when it was made).
 */
export async function countLiveLines<T extends Target>(
  context: PayableKinds,
  db: Executor,
  targets: T[],
  now: Date,
): Promise<T[]> {
  for (const kind of context.payableKinds) {
    if (!kind.liveLines) continue;
    const free = targets.filter(
      (target) => target.kind === kind && target.lines.every((line) => line.orderRequestId === null),
    );
    if (free.length === 0) continue;
    const counted = await kind.liveLines(
      db,
      free.map((target) => target.request.id),
      now,
    );
    for (const target of free) target.live = counted.get(target.request.id) ?? [];
  }
  return targets;
}

/** A line counted live as a member sees it: unpaid, counted at `now`. */
export function liveFeeOf(line: NewFeeLine, targetCode: string, now: Date): Fee {
  return {
    name: line.name,
    amount: line.amountKrw,
    originTargetCode: line.originCode || targetCode,
    status: 'UNPAID',
    createdAt: now.toISOString(),
    pendingOrderCode: null,
  };
}

/**
 * Writes the targets' live lines as fees of each target held by the new order (in the caller's transaction, under
 * the targets' row locks), and answers each target with them added to its lines: the order freezes exactly what
 * the preview counted at the same moment.
 */
export async function writeLiveLines<T extends Target & { lines: FeeLineRow[] }>(
  tx: Transaction,
  orderRequestId: number,
  targets: T[],
  now: Date,
): Promise<T[]> {
  const written = await writeLiveFeeLines(
    tx,
    orderRequestId,
    targets.flatMap((target) => target.live.map((line) => ({ ...line, targetRequestId: target.request.id }))),
    now,
  );
  return targets.map((target) => ({
    ...target,
    lines: [...target.lines, ...written.filter((line) => line.targetRequestId === target.request.id)],
    live: [],
  }));
}

/** When an order made at `madeAt` for these targets expires: the earliest their kinds set, or null. */
export function orderExpiry(targets: { kind: PayableKind }[], madeAt: Date): Date | null {
  const times = targets.flatMap((target) => target.kind.orderExpiresAt?.(madeAt).getTime() ?? []);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
