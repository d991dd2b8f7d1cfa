import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The rate limiter's counters, shared by every instance on the database: one row per limited route and client
 * address. A hit is one upsert that starts a new window when the row's has ended; rows whose window ended are
 * deleted now and then (apps/server/src/plugins/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_hits_window_end_idx').on(table.windowEnd)],
);

/**
 * The built-in sandbox payment provider's payments (PAYMENT_PROVIDER=sandbox): OPEN until the user answers on its
 * hosted page (APPROVED or DECLINED, once), `captured` once the paying code settled an approved one. Kept in the
 * database so every instance sees the answer and an approved payment survives a restart.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    ref: varchar('ref', { length: 40 }).primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    orderCode: varchar('order_code', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    payerEmail: text('payer_email').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('OPEN'),
    captured: boolean('captured').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_key_idx').on(table.idempotencyKey),
    index('sandbox_payments_created_at_idx').on(table.createdAt),
  ],
);
