import type { Transaction } from '@fanship/db/client';
import {
  type Actor,
  findTransition,
  type StatusMachine,
  statusLabel,
  type Transition,
} from '@fanship/domain/requests/status-machines';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error.ts';

/** A table whose rows move along a status machine: an id, a status and when it last changed. */
export type MovableTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; updatedAt: AnyPgColumn };

/** The two refusals of a move, in the words of what is moved (a request, a package). */
export type MoveMessages = {
  changedMeanwhile: string;
  notAllowed: (label: string, action: string) => string;
};

/**
 * The one guarded move, for requests (`transition()`) and packages (`movePackage`): the move must be in the
 * machine for this actor (409 saying why otherwise), the row is updated only if it is still in the status it was
 * read in (of two simultaneous moves one wins, the other gets 409 'changed in the meantime'), `set` writes other
 * columns in the same UPDATE, and `history` writes the timeline row, all in the caller's transaction. Answers the
 * updated row and the move made.
 */
export async function guardedMove<Row extends { id: number; status: string }>(
  tx: Transaction,
  spec: {
    table: MovableTable;
    machine: StatusMachine;
    messages: MoveMessages;
    row: Row;
    to: string;
    actor: Actor;
    now: Date;
    set?: Record<string, unknown>;
    history: (move: Transition<string>) => Promise<void>;
  },
): Promise<{ row: Row; move: Transition<string> }> {
  const { table, machine, row } = spec;
  const move = findTransition(machine, row.status, spec.to, spec.actor);
  if (!move) {
    const wanted = machine.transitions.find((candidate) => candidate.to === spec.to);
    throw new AppError(
      'CONFLICT',
      spec.messages.notAllowed(statusLabel(machine, row.status), wanted?.action ?? spec.to),
    );
  }
  const [updated] = (await tx
    .update(table)
    .set({ ...spec.set, status: spec.to, updatedAt: spec.now } as never)
    .where(and(eq(table.id, row.id), eq(table.status, row.status)))
    .returning()) as Row[];
  if (!updated) throw new AppError('CONFLICT', spec.messages.changedMeanwhile);
  await spec.history(move);
  return { row: updated, move };
}
