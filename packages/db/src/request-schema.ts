import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shopProducts } from './catalogue-schema.ts';
import { cascadingReference, createdAt, identityId, updatedAt } from './columns.ts';
import { members } from './schema.ts';

/**
 * Every member request, of every kind (OFM, incoming, split, ...): its code, owner and status. What only one kind
 * has lives in that kind's own table keyed by `request_id`, so lists, the staff queue, status moves and the
 * history are written once for all kinds (the request scaffold, issue 10).
 */
export const requests = pgTable(
  'requests',
  {
    id: identityId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    memberId: cascadingReference('member_id', () => members.id),
    status: varchar('status', { length: 10 }).notNull(),
    /** A kind with no table of its own keeps the member's request here (its body schema's output); null otherwise. */
    body: jsonb('body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('requests_member_kind_idx').on(table.memberId, table.kind, table.createdAt),
    index('requests_kind_status_idx').on(table.kind, table.status, table.createdAt),
  ],
);

/** Every status move of a request (its creation has no `from`): the member's timeline and the staff's audit. */
export const requestHistory = pgTable(
  'request_history',
  {
    id: identityId(),
    requestId: cascadingReference('request_id', () => requests.id),
    fromStatus: varchar('from_status', { length: 10 }),
    toStatus: varchar('to_status', { length: 10 }).notNull(),
    actor: varchar('actor', { length: 10 }).notNull(),
    actorMemberId: integer('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 1000 }),
    createdAt: createdAt(),
  },
  (table) => [index('request_history_request_idx').on(table.requestId, table.id)],
);

/**
 * Files members upload for their own requests (and staff for them: result photos). Private: served only to the
 * owner and staff, under an unguessable random filename. A file is uploaded first and attached when a request
 * refers to it; one never attached is deleted after a day.
 */
export const memberFiles = pgTable(
  'member_files',
  {
    id: identityId(),
    filename: varchar('filename', { length: 80 }).notNull().unique(),
    /** The owner; null for a staff-only file (the photos of a lost-and-found parcel nobody has claimed yet). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    uploadedByMemberId: integer('uploaded_by_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    domain: varchar('domain', { length: 20 }).notNull(),
    tag: varchar('tag', { length: 30 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('member_files_member_idx').on(table.memberId, table.createdAt),
    index('member_files_unattached_idx').on(table.createdAt).where(sql`${table.attachedAt} is null`),
  ],
);

/** What one OFM (Order for Me) request asks for, beyond the common request row. */
export const ofmRequests = pgTable('ofm_requests', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 20 }).notNull(),
  shopName: varchar('shop_name', { length: 20 }).notNull(),
  shopOpenAt: timestamp('shop_open_at', { withTimezone: true }),
  shopCloseAt: timestamp('shop_close_at', { withTimezone: true }),
  videoCall: boolean('video_call').notNull().default(false),
  videoCallInfo: varchar('video_call_info', { length: 3000 }),
  memberNote: varchar('member_note', { length: 3000 }),
  sourceType: varchar('source_type', { length: 20 }),
  sourceId: varchar('source_id', { length: 40 }),
  /** OFFLINE: the expected visit in minutes, which the hourly visit fee is priced on. */
  visitMinutes: integer('visit_minutes'),
  /** PROXY_FANSIGN: apply only, or attend. */
  fansignParticipation: varchar('fansign_participation', { length: 10 }),
  applicantName: varchar('applicant_name', { length: 100 }),
  applicantData: varchar('applicant_data', { length: 3000 }),
  /** The prepayment, computed by the server from the items and the fee rules when the request was saved. */
  orderValueKrw: integer('order_value_krw').notNull(),
  domesticShippingKrw: integer('domestic_shipping_krw').notNull().default(0),
  feeKrw: integer('fee_krw').notNull(),
  prepaymentKrw: integer('prepayment_krw').notNull(),
  feeLines: jsonb('fee_lines').$type<{ label: string; amountKrw: number; rule: string }[]>().notNull(),
  /** Filled by staff once bought. */
  purchaseAmountKrw: integer('purchase_amount_krw'),
  feeAmountKrw: integer('fee_amount_krw'),
  managerUpdatedAt: timestamp('manager_updated_at', { withTimezone: true }),
});

export const ofmItems = pgTable(
  'ofm_items',
  {
    id: identityId(),
    requestId: cascadingReference('request_id', () => requests.id),
    position: integer('position').notNull(),
    url: varchar('url', { length: 1000 }).notNull(),
    name: varchar('name', { length: 500 }).notNull(),
    unitPriceKrw: integer('unit_price_krw').notNull(),
    quantity: integer('quantity').notNull(),
    memberNote: varchar('member_note', { length: 3000 }),
    /** KFD_SHOP: the shop product bought. */
    shopProductId: integer('shop_product_id').references(() => shopProducts.id, { onDelete: 'set null' }),
  },
  (table) => [index('ofm_items_request_idx').on(table.requestId, table.position)],
);

/** The images of an OFM item (up to 3), in order. */
export const ofmItemImages = pgTable(
  'ofm_item_images',
  {
    itemId: cascadingReference('item_id', () => ofmItems.id),
    fileId: cascadingReference('file_id', () => memberFiles.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.fileId] })],
);

/** What staff actually bought for an OFM request (`GET /api/ofm-services/{code}/purchase-items`). */
export const ofmPurchaseItems = pgTable(
  'ofm_purchase_items',
  {
    id: identityId(),
    requestId: cascadingReference('request_id', () => requests.id),
    name: varchar('name', { length: 500 }).notNull(),
    unitPriceKrw: integer('unit_price_krw').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ofm_purchase_items_request_idx').on(table.requestId)],
);

/**
 * Shop stock held for a KFD_SHOP request until it is paid (SOLD), cancelled or left unpaid (RELEASED, the stock
 * given back). Taking and giving back stock happen in the statement that moves the reservation's status.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: identityId(),
    requestId: cascadingReference('request_id', () => requests.id),
    shopProductId: cascadingReference('shop_product_id', () => shopProducts.id),
    quantity: integer('quantity').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('stock_reservations_request_idx').on(table.requestId),
    index('stock_reservations_held_idx').on(table.expiresAt).where(sql`${table.status} = 'HELD'`),
    uniqueIndex('stock_reservations_request_product_idx').on(table.requestId, table.shopProductId),
  ],
);
