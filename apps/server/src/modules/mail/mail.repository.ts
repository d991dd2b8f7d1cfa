import type { Database, Transaction } from '@fanship/db/client';
import { mailOutbox } from '@fanship/db/schema';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';

type Executor = Database | Transaction;

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** A notice that must go at most once names itself; a second row with the key on its channel is not written. */
  dedupeKey?: string | null;
  /** EMAIL (the default) or CHANNEL_TALK: who delivers the row. */
  channel?: OutboxChannel;
  /** PENDING (to be delivered), SKIPPED (a notice the member turned off) or SENT (delivered as it was written). */
  status?: 'PENDING' | 'SKIPPED' | 'SENT';
};

export type OutboxChannel = 'EMAIL' | 'CHANNEL_TALK';

/** Writes an outbox row; answers false when a row with its dedupe key already exists (nothing written). */
export async function insertOutboxRow(db: Executor, row: NewOutboxRow, now: Date): Promise<boolean> {
  const values = {
    ...row,
    dedupeKey: row.dedupeKey ?? null,
    createdAt: now,
    nextAttemptAt: now,
    sentAt: row.status === 'SENT' ? now : null,
  };
  if (!values.dedupeKey) {
    await db.insert(mailOutbox).values(values);
    return true;
  }
  const written = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: [mailOutbox.channel, mailOutbox.dedupeKey] })
    .returning({ id: mailOutbox.id });
  return written.length === 1;
}

export function listOutboxRows(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Locks a channel's due rows (skipping rows another worker holds) and pushes their next attempt past the lease. */
export async function claimDueRows(
  db: Database,
  channel: OutboxChannel,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'PENDING'),
          eq(mailOutbox.channel, channel),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markRowSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: now, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markRowFailed(
  db: Executor,
  id: number,
  change: { attempts: number; status: 'PENDING' | 'FAILED'; nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id));
}
