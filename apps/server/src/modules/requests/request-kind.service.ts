import type { Transaction } from '@fanship/db/client';
import type {
  RequestPageAnswer,
  RequestRowAnswer,
  StaffEnvelope,
} from '@fanship/domain/requests/request-contract';
import {
  type Actor,
  isCancellable,
  movesFrom,
  type StatusMachine,
  statusLabel,
} from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CancelActor, RequestKindDefinition } from './request-kind.ts';
import { underRequestLock } from './request-locks.ts';
import { assertEditable, createRequest, transition } from './request-transition.ts';
import { findMember, listHistory, type RequestRow, updateRequestBody } from './requests.repository.ts';
import { toHistoryEntries } from './requests.service.ts';

/** What every staff request page has around the kind's fields: the member, staff's moves and the timeline. */
export async function staffEnvelope(
  context: AppContext,
  machine: StatusMachine,
  request: RequestRow,
): Promise<StaffEnvelope> {
  const [member, history] = await Promise.all([
    findMember(context.db, request.memberId),
    listHistory(context.db, request.id),
  ]);
  if (!member) throw notFound();
  return {
    member: { code: member.code, name: `${member.firstName} ${member.lastName}`, email: member.email },
    actions: movesFrom(machine, request.status, 'staff').map(({ to, action }) => ({ to, action })),
    history: toHistoryEntries(machine, history),
  };
}

/** The request as the staff page shows it: the kind's fields (or the generic page) inside the staff envelope. */
export async function describeForStaff(
  context: AppContext,
  kind: RequestKindDefinition,
  request: RequestRow,
): Promise<object> {
  const [fields, envelope] = await Promise.all([
    kind.staff?.describe?.(context, request) ?? describeRequest(context, kind.machine, request, 'staff'),
    staffEnvelope(context, kind.machine, request),
  ]);
  return { ...fields, ...envelope };
}

/** A row of the member's list of a kind with no contract of its own. */
export function requestRow(machine: StatusMachine, request: RequestRow): RequestRowAnswer {
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(machine, request.status),
    createdAt: request.createdAt.toISOString(),
    body: request.body,
  };
}

/** The page of a request of a kind with no contract of its own: its body, what may be done and its timeline. */
export async function describeRequest(
  context: AppContext,
  machine: StatusMachine,
  request: RequestRow,
  viewer: 'member' | 'staff',
): Promise<RequestPageAnswer> {
  return {
    ...requestRow(machine, request),
    editable: machine.editable.includes(request.status),
    cancellable: isCancellable(machine, request.status, viewer),
    history: toHistoryEntries(machine, await listHistory(context.db, request.id)),
  };
}

/**
 * The status a cancel by `actor` moves to from `status`: the kind's 'Cancel' move from there, or else any of its
 * cancel targets (so `transition()` refuses it with the kind's own words).
 */
export function cancelTarget(machine: StatusMachine, status: string, actor: Actor): string {
  const cancels = machine.transitions.filter((move) => move.action === 'Cancel');
  const target = cancels.find((move) => move.from === status && move.by.includes(actor)) ?? cancels[0];
  if (!target) throw new AppError('CONFLICT', `A ${machine.kind} request cannot be cancelled.`);
  return target.to;
}

/**
 * The scaffold's cancel, for kinds that need nothing more than the move (and their `onCancel` hook): under the
 * request's row lock, to the kind's cancel status, with the member's notice when staff or the system cancel.
 */
export async function cancelRequest(
  context: AppContext,
  kind: RequestKindDefinition,
  request: RequestRow,
  actor: CancelActor,
): Promise<void> {
  await underRequestLock(context, request, async (tx, locked, now) => {
    const to = cancelTarget(kind.machine, locked.status, actor.kind);
    await transition(context, tx, kind.machine, locked, {
      to,
      actor: actor.kind,
      actorMemberId: actor.memberId,
      reason: actor.reason,
      now,
      notice: await kind.notice?.(context, locked, to),
    });
    await kind.member?.onCancel?.(context, tx, locked);
  });
}

/**
 * A staff move of a kind with no steps of its own: guarded by its table, with the member's notice; `after` runs in
 * the same transaction once the move is made (what else the move changes).
 */
export async function moveRequest(
  context: AppContext,
  kind: RequestKindDefinition,
  request: RequestRow,
  move: {
    to: string;
    reason: string | null;
    staff: { memberId: number };
    after?: (tx: Transaction, moved: RequestRow, now: Date) => Promise<void>;
  },
): Promise<void> {
  await underRequestLock(context, request, async (tx, locked, now) => {
    const moved = await transition(context, tx, kind.machine, locked, {
      to: move.to,
      actor: 'staff',
      actorMemberId: move.staff.memberId,
      reason: move.reason,
      now,
      notice: await kind.notice?.(context, locked, move.to),
    });
    await move.after?.(tx, moved, now);
  });
}

/** A member's new request of a kind kept on the scaffold: its body on the request, then the kind's hook. */
export async function createBodyRequest(
  context: AppContext,
  kind: RequestKindDefinition,
  memberId: number,
  body: unknown,
): Promise<{ code: string }> {
  const now = context.clock.now();
  const request = await context.db.transaction(async (tx) => {
    const created = await createRequest(tx, kind.machine, { memberId, actor: 'member', now, body });
    await kind.member?.onCreate?.(context, tx, created, body);
    return created;
  });
  return { code: request.code };
}

/** A member's edit of a request kept on the scaffold: only where the kind lets them edit (409 otherwise). */
export async function editBodyRequest(
  context: AppContext,
  kind: RequestKindDefinition,
  request: RequestRow,
  body: unknown,
): Promise<{ code: string }> {
  await underRequestLock(context, request, async (tx, locked, now) => {
    assertEditable(kind.machine, locked);
    await updateRequestBody(tx, locked.id, body, now);
    await kind.member?.onEdit?.(context, tx, { ...locked, body }, body);
  });
  return { code: request.code };
}
