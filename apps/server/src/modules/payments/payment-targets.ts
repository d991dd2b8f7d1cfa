import type { Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { type Charge, paymentMessages, type TargetRef } from '@fanship/domain/payments/payment-contract';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NewFeeLine } from '../../lib/payable-kind.ts';
import { findRequest, lockRequestRow, type RequestRow } from '../requests/index.ts';
import { listUnpaidFeeLines } from './fee-lines.repository.ts';
import { countLiveLines, liveFeeOf } from './live-lines.ts';
import { chargeOf, feeOf } from './order-answers.ts';
import { listOrderTargets, type OrderRow } from './orders.repository.ts';
import { type PayableKind, type PayableKinds, payableKind } from './payable-kinds.ts';

type Executor = AppContext['db'] | Transaction;

/**
 * A target a member pays for: what they named, its payable kind, its request row, its unpaid fees and the lines its
 * kind counts live at the moment it was read (`PayableKind.liveLines`).
 */
export type ResolvedTarget = {
  ref: TargetRef;
  kind: PayableKind;
  request: RequestRow;
  lines: Awaited<ReturnType<typeof listUnpaidFeeLines>>;
  live: NewFeeLine[];
};

/**
 * Reads the targets a member names (404 for one that is not theirs, 409 for one not awaiting payment), each with
 * its unpaid fees and its lines counted live at `now`; with `lock`, under each target's row lock (taken in id
 * order), so a cancel or an edit cannot slip in before the order is written.
 */
export async function resolveTargets(
  context: PayableKinds,
  db: Executor,
  memberId: number,
  refs: TargetRef[],
  options: { now: Date; lock?: Transaction },
): Promise<ResolvedTarget[]> {
  const found: { ref: TargetRef; kind: PayableKind; request: RequestRow }[] = [];
  for (const ref of refs) {
    const kind = payableKind(context, ref.type);
    const request = kind ? await findRequest(db, kind.machine.kind, ref.code, memberId) : undefined;
    if (!kind || !request) throw new AppError('NOT_FOUND', paymentMessages.targetNotFound(ref.code));
    found.push({ ref, kind, request });
  }
  if (options.lock) {
    for (const target of [...found].sort((a, b) => a.request.id - b.request.id)) {
      target.request = (await lockRequestRow(options.lock, target.request.id)) ?? target.request;
    }
  }
  for (const target of found) {
    if (target.request.status !== target.kind.unpaid) {
      throw new AppError(
        'CONFLICT',
        paymentMessages.targetNotPayable(
          target.ref.code,
          statusLabel(target.kind.machine, target.request.status),
        ),
      );
    }
  }
  const lines = await listUnpaidFeeLines(
    db,
    found.map((target) => target.request.id),
  );
  const targets = found.map((target) => ({
    ...target,
    lines: lines.filter((line) => line.targetRequestId === target.request.id),
    live: [],
  }));
  return countLiveLines(context, db, targets, options.now);
}

/** The targets an order was made for, as the member named them. */
export async function targetRefsOf(db: Executor, order: OrderRow): Promise<TargetRef[]> {
  return (await listOrderTargets(db, [order.id])).map((target) => ({
    code: target.targetCode,
    type: target.targetType as TargetRef['type'],
  }));
}

/** Refuses (409) targets a new order cannot take: a fee already held by an open order, or nothing to pay. */
export function checkPayable(targets: ResolvedTarget[]): void {
  for (const target of targets) {
    const pending = target.lines.find((line) => line.orderRequestId !== null);
    if (pending) {
      throw new AppError(
        'CONFLICT',
        paymentMessages.targetPending(target.ref.code, pending.pendingOrderCode ?? ''),
      );
    }
    if (target.lines.length + target.live.length === 0)
      throw new AppError('CONFLICT', paymentMessages.nothingToPay(target.ref.code));
  }
}

/** Won owed on targets: the sum of their unpaid fees and their lines counted live. */
export function owed(targets: Pick<ResolvedTarget, 'lines' | 'live'>[]): number {
  const sum = (lines: { amountKrw: number }[]) => lines.reduce((total, line) => total + line.amountKrw, 0);
  return targets.reduce((total, target) => total + sum(target.lines) + sum(target.live), 0);
}

async function summaries(
  context: PayableKinds,
  db: Executor,
  targets: { kind: PayableKind; request: RequestRow }[],
) {
  const result = new Map<number, string>();
  for (const kind of context.payableKinds) {
    const ids = targets.filter((target) => target.kind === kind).map((target) => target.request.id);
    if (ids.length > 0) for (const [id, line] of await kind.summarize(db, ids)) result.set(id, line);
  }
  return result;
}

/** The targets as charges: each with its kind's summary line, its unpaid fees and its lines counted at `now`. */
export async function chargesOf(
  context: PayableKinds,
  db: Executor,
  targets: ResolvedTarget[],
  now: Date,
): Promise<Charge[]> {
  const lines = await summaries(context, db, targets);
  return targets.map((target) =>
    chargeOf(target.request, target.kind, lines.get(target.request.id) ?? '', [
      ...target.lines.map((line) => feeOf(line, target.request.code)),
      ...target.live.map((line) => liveFeeOf(line, target.request.code, now)),
    ]),
  );
}

/** `GET /charges`: what the member can pay for now, oldest first, each with its unpaid fees and live lines. */
export async function listCharges(context: AppContext, memberId: number): Promise<Charge[]> {
  const now = context.clock.now();
  const targets: ResolvedTarget[] = [];
  for (const kind of context.payableKinds) {
    const rows = await context.db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.memberId, memberId),
          eq(requests.kind, kind.machine.kind),
          eq(requests.status, kind.unpaid),
        ),
      )
      .orderBy(asc(requests.createdAt), asc(requests.id));
    const lines = await listUnpaidFeeLines(
      context.db,
      rows.map((row) => row.id),
    );
    const read = rows.map((request) => ({
      ref: { code: request.code, type: kind.type },
      kind,
      request,
      lines: lines.filter((line) => line.targetRequestId === request.id),
      live: [] as NewFeeLine[],
    }));
    await countLiveLines(context, context.db, read, now);
    targets.push(...read.filter((target) => target.lines.length + target.live.length > 0));
  }
  return chargesOf(context, context.db, targets, now);
}
