import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { cascadingReference, createdAt, identityId, updatedAt } from './columns.ts';
import { members } from './schema.ts';

/**
 * A roulette event (roulette 1 is seeded by the migration): whether members may spin, and the Korean date its
 * credit prizes are paid on (null: at once, in the spin's transaction).
 */
export const roulettes = pg.pgTable('roulettes', {
  id: pg.integer('id').primaryKey(),
  active: pg.boolean('active').notNull().default(true),
  payoutDate: pg.date('payout_date', { mode: 'string' }),
  updatedAt: updatedAt(),
});

/**
 * A roulette's segments (at most 8, kept by staff): reward 0 is 'no prize' (type NONE); a CREDIT reward pays
 * `amount_krw` won through the credit ledger. A weight of 0 keeps a segment on the wheel that is never drawn.
 */
export const rouletteRewards = pg.pgTable(
  'roulette_rewards',
  {
    rouletteId: cascadingReference('roulette_id', () => roulettes.id),
    rewardId: pg.integer('reward_id').notNull(),
    name: pg.varchar('name', { length: 50 }).notNull(),
    type: pg.varchar('type', { length: 10 }).notNull(),
    amountKrw: pg.integer('amount_krw').notNull().default(0),
    weight: pg.integer('weight').notNull(),
    color: pg.varchar('color', { length: 7 }).notNull(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.rouletteId, table.rewardId] }),
    pg.check('roulette_rewards_type', sql`${table.type} in ('CREDIT', 'NONE')`),
    pg.check('roulette_rewards_weight', sql`${table.weight} >= 0`),
    pg.check('roulette_rewards_amount', sql`${table.amountKrw} >= 0`),
  ],
);

/**
 * One spin: at most one per member, roulette and Korean calendar day (the unique index holds it under concurrent
 * spins). The reward is copied as it was won (staff may change the wheel later); `paid_at` is when a CREDIT prize
 * went into the ledger (null: waiting for the roulette's payout date, or nothing to pay).
 */
export const roulettePlays = pg.pgTable(
  'roulette_plays',
  {
    id: identityId(),
    rouletteId: cascadingReference('roulette_id', () => roulettes.id),
    memberId: cascadingReference('member_id', () => members.id),
    day: pg.date('day', { mode: 'string' }).notNull(),
    rewardId: pg.integer('reward_id').notNull(),
    rewardName: pg.varchar('reward_name', { length: 50 }).notNull(),
    rewardType: pg.varchar('reward_type', { length: 10 }).notNull(),
    amountKrw: pg.integer('amount_krw').notNull().default(0),
    createdAt: createdAt(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    pg.uniqueIndex('roulette_plays_one_a_day_idx').on(table.rouletteId, table.memberId, table.day),
    pg.index('roulette_plays_member_idx').on(table.memberId, table.createdAt),
    pg
      .index('roulette_plays_unpaid_idx')
      .on(table.rouletteId)
      .where(sql`${table.paidAt} is null and ${table.rewardType} = 'CREDIT'`),
  ],
);
