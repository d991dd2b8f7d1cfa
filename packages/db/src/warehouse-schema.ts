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
import { cascadingReference, createdAt, declaredItemColumns, identityId, updatedAt } from './columns.ts';
import { memberFiles, requests } from './request-schema.ts';
import { members } from './schema.ts';

/**
 * One physical box in the warehouse (record code PK..., docs/domain.md "Package"): a received parcel (R), goods bought
 * for the member (M), a split or inclusion result (T), a lost-and-found parcel (L) or a forwarding box (F). A parcel
 * nobody registered waits in the lost-and-found pool with no member (status UNCLAIMED) until a claim gives it to
 * one. Weight in grams, sides in tenths of a centimetre.
 */
export const packages = pgTable(
  'packages',
  {
    id: identityId(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    /** The owner; null while the parcel waits in the lost-and-found pool. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 2 }).notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    /** The request that made it (the OFM whose goods it holds, the incoming it arrived for). */
    sourceRequestId: integer('source_request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** The incoming request this parcel arrived for: at most one package per incoming. */
    incomingRequestId: integer('incoming_request_id')
      .unique()
      .references(() => requests.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 500 }),
    /** The parcel's tracking number as it arrived, upper-case, letters and digits. */
    trackingNo: varchar('tracking_no', { length: 20 }),
    carrierName: varchar('carrier_name', { length: 50 }),
    /** The name on the parcel's label (pool parcels: what a claim is checked against). */
    receiverName: varchar('receiver_name', { length: 100 }),
    weightGrams: integer('weight_grams'),
    widthTenths: integer('width_tenths'),
    lengthTenths: integer('length_tenths'),
    heightTenths: integer('height_tenths'),
    memberNote: varchar('member_note', { length: 3000 }),
    staffNote: varchar('staff_note', { length: 3000 }),
    /** 'BUNJANG' (second-hand marketplace parcels: free unboxing). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Storage: counted from `storageStartedAt` until `storageEndedAt` (shipping paid, inclusion requested). */
    storageStartedAt: timestamp('storage_started_at', { withTimezone: true }),
    storageEndedAt: timestamp('storage_ended_at', { withTimezone: true }),
    /** The package's own free days, when not the default 45. */
    freeStorageDays: integer('free_storage_days'),
    /** The split type (KP, STANDARD) of a package a split made: shipping offers K-Packet rates only for KP. */
    splitType: varchar('split_type', { length: 10 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('packages_member_idx').on(table.memberId, table.createdAt),
    index('packages_source_idx').on(table.sourceRequestId),
    index('packages_tracking_idx').on(table.trackingNo),
    index('packages_status_idx').on(table.status, table.createdAt),
  ],
);

/** What a package holds, as registered by the member or recorded by staff. */
export const packageItems = pgTable(
  'package_items',
  {
    id: identityId(),
    packageId: cascadingReference('package_id', () => packages.id),
    ...declaredItemColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('package_items_package_idx').on(table.packageId, table.position)],
);

/**
 * A package's photos (IMAGE, taken at intake) and videos (VIDEO, an unboxing), as private member files; the
 * request that made a video (its unboxing) is `originRequestId`.
 */
export const packageFiles = pgTable(
  'package_files',
  {
    id: identityId(),
    packageId: cascadingReference('package_id', () => packages.id),
    fileId: cascadingReference('file_id', () => memberFiles.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    originRequestId: integer('origin_request_id').references(() => requests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('package_files_package_idx').on(table.packageId, table.kind, table.id),
    uniqueIndex('package_files_file_idx').on(table.fileId),
  ],
);

/**
 * Everything that happened to a package, oldest first: its creation, every status move, notices sent about it
 * (storage reminders), item edits, videos added. The member's per-package timeline and the staff's audit; a
 * package is disposed of only after its storage notices are recorded here.
 */
export const packageHistory = pgTable(
  'package_history',
  {
    id: identityId(),
    packageId: cascadingReference('package_id', () => packages.id),
    /** CREATED, STATUS, NOTICE, ITEMS, VIDEO, NOTE, WEIGHED. */
    event: varchar('event', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 30 }),
    toStatus: varchar('to_status', { length: 30 }),
    actor: varchar('actor', { length: 10 }).notNull(),
    actorMemberId: integer('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** What the row says beyond the move: a reason, the notice sent, the request that caused it. */
    note: varchar('note', { length: 1000 }),
    createdAt: createdAt(),
  },
  (table) => [index('package_history_package_idx').on(table.packageId, table.id)],
);

/** What an incoming request (IN...) registers: the parcel a member expects, beyond the common request row. */
export const incomingRequests = pgTable(
  'incoming_requests',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** Upper-case, letters and digits; the intake desk matches parcels on it. */
    trackingNo: varchar('tracking_no', { length: 20 }).notNull(),
    carrierName: varchar('carrier_name', { length: 50 }),
    sellerName: varchar('seller_name', { length: 50 }).notNull(),
    memberNote: varchar('member_note', { length: 3000 }),
  },
  (table) => [index('incoming_requests_tracking_idx').on(table.trackingNo)],
);

export const incomingItems = pgTable(
  'incoming_items',
  {
    id: identityId(),
    requestId: cascadingReference('request_id', () => requests.id),
    ...declaredItemColumns(),
  },
  (table) => [index('incoming_items_request_idx').on(table.requestId, table.position)],
);

/**
 * A member's claim on a lost parcel (kind 'claim', SCPC01..): the tracking number and receiver name they say it
 * carries, with proof images; the pool package staff gave them once approved.
 */
export const packageClaims = pgTable(
  'package_claims',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    trackingNo: varchar('tracking_no', { length: 20 }).notNull(),
    receiverName: varchar('receiver_name', { length: 100 }).notNull(),
    /** Set on approval: the pool package that became the member's L package. */
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
  },
  (table) => [index('package_claims_tracking_idx').on(table.trackingNo)],
);

export const packageClaimImages = pgTable(
  'package_claim_images',
  {
    requestId: cascadingReference('request_id', () => requests.id),
    fileId: cascadingReference('file_id', () => memberFiles.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.fileId] })],
);

/**
 * An unboxing video request (kind 'unboxing', UB...) on one package: priority, the member's note, whether it was
 * free (BUNJANG-tagged packages) and the fee it accrued on the package; `packageStatusBefore` is where the package
 * goes back to when the unboxing ends or is cancelled.
 */
export const unboxingRequests = pgTable(
  'unboxing_requests',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    packageId: cascadingReference('package_id', () => packages.id),
    priority: boolean('priority').notNull().default(false),
    memberNote: varchar('member_note', { length: 3000 }).notNull(),
    free: boolean('free').notNull().default(false),
    feeKrw: integer('fee_krw').notNull().default(0),
    packageStatusBefore: varchar('package_status_before', { length: 30 }).notNull(),
  },
  (table) => [index('unboxing_requests_package_idx').on(table.packageId)],
);

/**
 * The packages a package-service request (split, inclusion, packing, repacking, shipping) names: its TARGET and
 * RESOURCE packages, which it holds while open, and the RESULT packages staff made for it. A taken package is
 * held by one open request at most (the partial unique index; the package's status move guards it first);
 * `releasedAt` is set when the request lets it go (cancelled, or the package consumed).
 */
export const requestPackages = pgTable(
  'request_packages',
  {
    requestId: cascadingReference('request_id', () => requests.id),
    packageId: cascadingReference('package_id', () => packages.id),
    /** TARGET, RESOURCE or RESULT. */
    role: varchar('role', { length: 10 }).notNull(),
    /** Order within the role (the member's order of targets; staff's order of results). */
    position: integer('position').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.packageId, table.role] }),
    index('request_packages_package_idx').on(table.packageId),
    uniqueIndex('request_packages_held_idx')
      .on(table.packageId)
      .where(sql`${table.role} <> 'RESULT' and ${table.releasedAt} is null`),
  ],
);

/** Which packages a package was made from, and by which request (a split's new packages from the original). */
export const packageLineage = pgTable(
  'package_lineage',
  {
    childPackageId: cascadingReference('child_package_id', () => packages.id),
    parentPackageId: cascadingReference('parent_package_id', () => packages.id),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.childPackageId, table.parentPackageId] }),
    index('package_lineage_parent_idx').on(table.parentPackageId),
  ],
);
