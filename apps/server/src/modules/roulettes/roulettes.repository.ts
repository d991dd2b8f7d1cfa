import type { Database, Transaction } from '@fanship/db/client';
import { roulettePlays, rouletteRewards, roulettes } from '@fanship/db/roulette-schema';
import { members } from '@fanship/db/schema';
import type { RouletteRewardInput } from '@fanship/domain/schemas/roulette';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type RouletteRow = typeof roulettes.$inferSelect;
export type RouletteRewardRow = typeof rouletteRewards.$inferSelect;
export type RoulettePlayRow = typeof roulettePlays.$inferSelect;

/** The ledger's source of a play's credit prize: written once per play (the ledger's unique source index). */
export const prizeSource = (playId: number) => `ROULETTE-${playId}`;

export function findRoulette(db: Executor, id: number): Promise<RouletteRow | undefined> {
  return findRow(db, roulettes, eq(roulettes.id, id));
}

/** The wheel's segments in the order they are drawn on it (by reward id). */
export async function listRewards(db: Executor, rouletteId: number): Promise<RouletteRewardRow[]> {
  const rows = await db.select().from(rouletteRewards).where(eq(rouletteRewards.rouletteId, rouletteId));
  return rows.sort((a, b) => a.rewardId - b.rewardId);
}

export function findPlayOfDay(
  db: Executor,
  key: { rouletteId: number; memberId: number; day: string },
): Promise<RoulettePlayRow | undefined> {
  const { rouletteId, memberId, day } = roulettePlays;
  return findRow(
    db,
    roulettePlays,
    and(eq(rouletteId, key.rouletteId), eq(memberId, key.memberId), eq(day, key.day)),
  );
}

/**
 * Records a spin unless the member already has one that Korean day: one INSERT guarded by the unique index, so of
 * many spins at once exactly one is written (the others wait for it and write nothing). Answers the play, or
 * undefined when the day's spin was used.
 */
export async function insertPlayOfDay(
  tx: Transaction,
  play: Omit<typeof roulettePlays.$inferInsert, 'id' | 'paidAt'>,
): Promise<RoulettePlayRow | undefined> {
  const [row] = await tx
    .insert(roulettePlays)
    .values(play)
    .onConflictDoNothing({ target: [roulettePlays.rouletteId, roulettePlays.memberId, roulettePlays.day] })
    .returning();
  return row;
}

export async function markPlayPaid(tx: Transaction, playId: number, now: Date): Promise<void> {
  await tx.update(roulettePlays).set({ paidAt: now }).where(eq(roulettePlays.id, playId));
}

export function listMemberPlays(db: Executor, rouletteId: number, memberId: number, limit: number) {
  return db
    .select()
    .from(roulettePlays)
    .where(and(eq(roulettePlays.rouletteId, rouletteId), eq(roulettePlays.memberId, memberId)))
    .orderBy(desc(roulettePlays.createdAt), desc(roulettePlays.id))
    .limit(limit);
}

/** A page of a roulette's plays, newest first, with the member and the count of all plays. */
export async function listPlays(db: Executor, rouletteId: number, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ play: roulettePlays, member: members, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(roulettePlays)
    .innerJoin(members, eq(members.id, roulettePlays.memberId))
    .where(eq(roulettePlays.rouletteId, rouletteId))
    .orderBy(desc(roulettePlays.createdAt), desc(roulettePlays.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * Takes up to `limit` unpaid CREDIT plays whose roulette pays by `day` (its payout date reached, or none set), locked
 * until the transaction ends and skipping those another server's run holds: two runs at once never take the same
 * play.
 */
export function lockDuePrizes(tx: Transaction, day: string, limit: number): Promise<RoulettePlayRow[]> {
  return tx
    .select({ play: roulettePlays })
    .from(roulettePlays)
    .innerJoin(roulettes, eq(roulettes.id, roulettePlays.rouletteId))
    .where(
      and(
        isNull(roulettePlays.paidAt),
        eq(roulettePlays.rewardType, 'CREDIT'),
        or(isNull(roulettes.payoutDate), lte(roulettes.payoutDate, day)),
      ),
    )
    .orderBy(asc(roulettePlays.id))
    .limit(limit)
    .for('update', { of: roulettePlays, skipLocked: true })
    .then((rows) => rows.map((row) => row.play));
}

/** Replaces a roulette's settings and its whole wheel, in the caller's transaction. */
export async function saveRoulette(
  tx: Transaction,
  id: number,
  settings: { active: boolean; payoutDate: string | null; rewards: RouletteRewardInput[]; now: Date },
): Promise<boolean> {
  const updated = await tx
    .update(roulettes)
    .set({ active: settings.active, payoutDate: settings.payoutDate, updatedAt: settings.now })
    .where(eq(roulettes.id, id))
    .returning({ id: roulettes.id });
  if (updated.length === 0) return false;
  await tx.delete(rouletteRewards).where(eq(rouletteRewards.rouletteId, id));
  await tx.insert(rouletteRewards).values(
    settings.rewards.map((reward) => ({
      rouletteId: id,
      rewardId: reward.id,
      name: reward.name,
      type: reward.type,
      amountKrw: reward.type === 'CREDIT' ? reward.amount : 0,
      weight: reward.weight,
      color: reward.color,
    })),
  );
  return true;
}
