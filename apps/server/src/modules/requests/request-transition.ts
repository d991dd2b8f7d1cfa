import type { Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { type Actor, type StatusMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextRecordCode } from '../../lib/record-codes.ts';
import type { MailMessage } from '../mail/index.ts';
import { enqueueNotice } from '../notification-channels/index.ts';
import { guardedMove } from './guarded-move.ts';
import { type RequestNoticeExtras, requestStatusMail } from './request-notices.ts';
import { findMember, insertHistory, insertRequest, type RequestRow } from './requests.repository.ts';

export const transitionMessages = {
  changedMeanwhile: 'This request was changed in the meantime. Reload it to see its current status.',
  notAllowed: (label: string, action: string) =>
    `This request is ${label.toLowerCase()}: it cannot be changed this way (${action.toLowerCase()}).`,
  notEditable: (label: string) => `This request is ${label.toLowerCase()} and can no longer be edited.`,
} as const;

/** Creates a request of a kind in its first status: a record code, the row and its first history entry. */
export async function createRequest(
  tx: Transaction,
  machine: StatusMachine,
  values: { memberId: number; actor: Actor; now: Date; body?: unknown },
): Promise<RequestRow> {
  if (!machine.prefix) throw new Error(`The ${machine.kind} kind has no record code prefix`);
  const code = await nextRecordCode(tx, machine.prefix, values.now);
  return insertRequest(tx, { kind: machine.kind, code, status: machine.initial, ...values });
}

/**
 * The one way a request changes status, for every kind: the move must be in the kind's table for this actor
 * (409 with the reason otherwise), the row is updated only if it is still in the status it was read in (of two
 * staff clicking at once one wins, the other gets a 409), a history row is written and, for a move the member
 * did not make, the member's notice is queued in the outbox, all in the caller's transaction.
 */
export async function transition(
  context: AppContext,
  tx: Transaction,
  machine: StatusMachine,
  request: RequestRow,
  move: {
    to: string;
    actor: Actor;
    actorMemberId: number | null;
    reason?: string | null;
    now: Date;
    /** What the member's notice says beyond the status (`RequestNoticeExtras`). */
    notice?: RequestNoticeExtras;
    /** The member's notice when the move has a mail of its own (a parcel arrived: its package), instead. */
    noticeMail?: (to: string) => MailMessage;
  },
): Promise<RequestRow> {
  const reason = move.reason ?? null;
  const { row } = await guardedMove(tx, {
    table: requests,
    machine,
    messages: transitionMessages,
    row: request,
    to: move.to,
    actor: move.actor,
    now: move.now,
    history: () =>
      insertHistory(tx, {
        requestId: request.id,
        fromStatus: request.status,
        toStatus: move.to,
        actor: move.actor,
        actorMemberId: move.actorMemberId,
        reason,
        now: move.now,
      }),
  });
  if (move.actor !== 'member') {
    const member = await findMember(tx, request.memberId);
    if (member) {
      await enqueueNotice(
        tx,
        member,
        move.noticeMail?.(member.email) ??
          requestStatusMail(member.email, {
            machine,
            code: request.code,
            statusLabel: statusLabel(machine, move.to),
            reason,
            publicUrl: context.config.publicUrl,
            ...move.notice,
          }),
        move.now,
      );
    }
  }
  return row;
}

/** Refuses an edit unless the request is in a status its kind lets the member edit (409 with why). */
export function assertEditable(machine: StatusMachine, request: RequestRow): void {
  if (!machine.editable.includes(request.status)) {
    throw new AppError('CONFLICT', transitionMessages.notEditable(statusLabel(machine, request.status)));
  }
}
