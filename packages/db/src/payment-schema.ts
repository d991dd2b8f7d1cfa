import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingReference, createdAt, identityId, updatedAt } from './columns.ts';
import { memberFiles, requests } from './request-schema.ts';
import { members } from './schema.ts';
import { packages } from './warehouse-schema.ts';

/**
 * What a member owes on a payable target (an OFM request's prepayment today, a shipping request later): one row per
 * fee, in whole won. A fee is UNPAID until an order that holds it is paid (PAID), or CANCELLED when its target is
 * cancelled or re-priced. While an open order (OR01, OR02) holds it, `order_request_id` names that order: the fee
 * is pending and no other order may take it (the claim is one guarded UPDATE, so two tabs paying the same
 * targets cannot both get it). A line `written_live` was counted live by its kind (a shipping's storage to the day)
 * and written when its order was made: it belongs to that order, and is cancelled (not released) when the order
 * closes unpaid, so the next order counts it live again.
 */
export const feeLines = pgTable(
  'fee_lines',
  {
    id: identityId(),
    /** The payable request the fee is paid with; null for a fee accrued on a package until a shipping request takes it. */
    targetRequestId: integer('target_request_id').references(() => requests.id, { onDelete: 'cascade' }),
    /** The package the fee accrued on (unboxing, storage, ...), paid later with the shipping of the box carrying it. */
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    /** The record the fee arose on (the OFM request itself, a package of a shipping request). */
    originCode: varchar('origin_code', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    amountKrw: integer('amount_krw').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('UNPAID'),
    orderRequestId: integer('order_request_id').references(() => requests.id, { onDelete: 'set null' }),
    writtenLive: boolean('written_live').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('fee_lines_target_idx').on(table.targetRequestId, table.id),
    index('fee_lines_order_idx').on(table.orderRequestId),
    index('fee_lines_package_idx').on(table.packageId),
    check(
      'fee_lines_target_or_package',
      sql`${table.targetRequestId} is not null or ${table.packageId} is not null`,
    ),
    check('fee_lines_amount_non_negative', sql`${table.amountKrw} >= 0`),
  ],
);

/**
 * An order (invoice, record code OR...): the `requests` row of kind 'order' carries its code, member and status
 * (OR01 → OR02 → OR03, OR09), so its moves have history and notices like any request. These amounts are frozen
 * when it is made and never change: the rates of that moment, the method, what credit it redeems and the USD
 * amount the preview showed for that method.
 */
export const orders = pgTable(
  'orders',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    paymentMethod: varchar('payment_method', { length: 10 }).notNull(),
    totalAmountKrw: integer('total_amount_krw').notNull(),
    discountKrw: integer('discount_krw').notNull().default(0),
    creditRedeemKrw: integer('credit_redeem_krw').notNull().default(0),
    /** What is left to pay in won after discount and credit. */
    amountKrw: integer('amount_krw').notNull(),
    /** What the member pays for `amountKrw` with the method, in US cents, from the frozen rates. */
    amountUsdCents: integer('amount_usd_cents').notNull(),
    baseRate: numeric('base_rate', { precision: 12, scale: 4 }).notNull(),
    wiseRate: numeric('wise_rate', { precision: 12, scale: 4 }).notNull(),
    /** What was paid (cents) and when: set once, when the order becomes OR03. */
    paidAmountCents: integer('paid_amount_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** WISE: the deposit the member says they made. */
    depositReference: varchar('deposit_reference', { length: 40 }),
    depositAmountCents: integer('deposit_amount_cents'),
    depositSubmittedAt: timestamp('deposit_submitted_at', { withTimezone: true }),
    /** When it expires unpaid (the earliest its targets' kinds allow); null: it does not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('orders_expires_idx').on(table.expiresAt)],
);

/** The targets an order pays for, as they were when it was made. */
export const orderTargets = pgTable(
  'order_targets',
  {
    orderRequestId: cascadingReference('order_request_id', () => requests.id),
    targetRequestId: cascadingReference('target_request_id', () => requests.id),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetCode: varchar('target_code', { length: 20 }).notNull(),
    amountKrw: integer('amount_krw').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderRequestId, table.targetRequestId] }),
    index('order_targets_target_idx').on(table.targetRequestId),
  ],
);

/** The fees an order pays, frozen: name and amount as they were when it was made. */
export const orderFeeLines = pgTable(
  'order_fee_lines',
  {
    orderRequestId: cascadingReference('order_request_id', () => requests.id),
    feeLineId: cascadingReference('fee_line_id', () => feeLines.id),
    position: integer('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    originTargetCode: varchar('origin_target_code', { length: 20 }).notNull(),
    amountKrw: integer('amount_krw').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderRequestId, table.feeLineId] }),
    index('order_fee_lines_fee_idx').on(table.feeLineId),
  ],
);

/**
 * One try at paying an order through a hosted payment window: the provider, its reference and the page it
 * opened. An order may have several (a declined card, then PayPal); at most one is ever PAID.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: identityId(),
    orderRequestId: cascadingReference('order_request_id', () => requests.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    providerRef: varchar('provider_ref', { length: 100 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    approveUrl: varchar('approve_url', { length: 2000 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    failureCode: varchar('failure_code', { length: 50 }),
    failureReason: varchar('failure_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_ref_idx').on(table.provider, table.providerRef),
    index('payment_attempts_order_idx').on(table.orderRequestId, table.id),
  ],
);

/**
 * The credit ledger (docs/domain.md "Credit"): every earn (E) and redeem (R) of a member's credit, in won, always a
 * positive amount. A source code with a category is unique, so an order redeems once and an OFM refunds once
 * however often the step that writes it runs.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    transactionType: char('transaction_type', { length: 1 }).notNull(),
    category: varchar('category', { length: 30 }).notNull(),
    amountKrw: integer('amount_krw').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    description: varchar('description', { length: 1000 }),
    sourceCode: varchar('source_code', { length: 40 }),
    createdByMemberId: integer('created_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_entries_member_idx').on(table.memberId, table.createdAt),
    uniqueIndex('credit_entries_source_idx')
      .on(table.category, table.transactionType, table.sourceCode)
      .where(sql`${table.sourceCode} is not null`),
    check('credit_entries_amount_positive', sql`${table.amountKrw} > 0`),
    check('credit_entries_type', sql`${table.transactionType} in ('E', 'R')`),
  ],
);

/**
 * Each member's credit balance: the sum of their ledger, moved in the statement that writes an entry, and never
 * below zero (the check, and the guarded UPDATE that refuses a redeem the balance does not cover).
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balanceKrw: integer('balance_krw').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [check('credit_balances_non_negative', sql`${table.balanceKrw} >= 0`)],
);

/** The photos staff take of what they bought for an OFM request (the completion section's result images). */
export const ofmResultImages = pgTable(
  'ofm_result_images',
  {
    requestId: cascadingReference('request_id', () => requests.id),
    fileId: cascadingReference('file_id', () => memberFiles.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.fileId] })],
);
