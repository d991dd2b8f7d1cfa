import type { Database, Transaction } from '@fanship/db/client';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findRequest, lockRequestRow, type RequestRow } from './requests.repository.ts';

/**
 * A request of a kind by its code, or 404; with `memberId` only that member's (another member's code does not
 * exist for them: 404 too).
 */
export async function requestByCode(
  db: Database | Transaction,
  machine: StatusMachine,
  code: string,
  memberId?: number,
): Promise<RequestRow> {
  const request = await findRequest(db, machine.kind, code, memberId);
  if (!request) throw notFound();
  return request;
}

/** The request's row read again under its lock (404 if it is gone): its status cannot move until `tx` ends. */
export async function lockRequest(tx: Transaction, request: Pick<RequestRow, 'id'>): Promise<RequestRow> {
  const locked = await lockRequestRow(tx, request.id);
  if (!locked) throw notFound();
  return locked;
}

/** A request of a kind by its code under its row lock, or 404 (with `memberId`, only that member's). */
export async function lockRequestByCode(
  tx: Transaction,
  machine: StatusMachine,
  code: string,
  memberId?: number,
): Promise<RequestRow> {
  return lockRequest(tx, await requestByCode(tx, machine, code, memberId));
}

/**
 * Runs `work` in one transaction on the request read again under its row lock (404 if it is gone), with the
 * clock's `now` taken before: a move, cancel or edit that got there first wins.
 */
export function underRequestLock<T>(
  context: AppContext,
  request: Pick<RequestRow, 'id'>,
  work: (tx: Transaction, locked: RequestRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => work(tx, await lockRequest(tx, request), now));
}
