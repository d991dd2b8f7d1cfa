import type { Database, Transaction } from '@fanship/db/client';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
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
