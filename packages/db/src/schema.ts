import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingReference, createdAt, identityId, updatedAt } from './columns.ts';

/** Members, staff and admins: one account table, the role says who may do what. */
export const members = pgTable(
  'members',
  {
    id: identityId(),
    code: char('code', { length: 7 }).notNull().unique(),
    email: varchar('email', { length: 50 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    /** The code a friend signs up with (decision 028): made the first time the member asks for it. */
    referralCode: varchar('referral_code', { length: 10 }),
    /** The member whose referral code this member signed up with. */
    invitedBy: integer('invited_by').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('members_referral_code_idx').on(table.referralCode),
    index('members_invited_by_idx').on(table.invitedBy),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    memberId: cascadingReference('member_id', () => members.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/**
 * Failed password checks per account (`member:<id>`, or `name:<username>` for a name no member has, so a
 * lock says nothing about whether an account exists): the back-off on sign-in and password changes.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  accountKey: varchar('account_key', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The background jobs' timetable: each job's next run. A server takes a run by moving `next_run_at` on in one
 * statement, so when several servers share the database each run happens on exactly one of them.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar('name', { length: 64 }).primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: varchar('last_error', { length: 1000 }),
});

/**
 * The last sequence number handed out per record-code prefix and Korean day (`OF` + `261123` → 4 means
 * `OF2611230004` was the last): one row updated in one statement per new code, so parallel requests never get
 * the same code (docs/domain.md "Identifiers").
 */
export const recordCodeCounters = pgTable(
  'record_code_counters',
  {
    prefix: char('prefix', { length: 2 }).notNull(),
    day: char('day', { length: 6 }).notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.day] })],
);

/** Email verification codes sent during sign-up; the code is stored hashed. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: identityId(),
    email: varchar('email', { length: 50 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_verifications_email_idx').on(sql`lower(${table.email})`, table.sentAt)],
);

/** Password reset requests: the emailed link carries a random id, stored hashed, single use. */
export const passwordResetRequests = pgTable('password_reset_requests', {
  idHash: char('id_hash', { length: 64 }).primaryKey(),
  memberId: cascadingReference('member_id', () => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A member's shipping addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    nickname: varchar('nickname', { length: 100 }).notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    line1: varchar('line1', { length: 100 }).notNull(),
    line2: varchar('line2', { length: 100 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    recipientName: varchar('recipient_name', { length: 100 }).notNull(),
    recipientEmail: varchar('recipient_email', { length: 50 }).notNull(),
    taxId: varchar('tax_id', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_member_idx').on(table.memberId)],
);

/** A member's applicant's information records, picked by the OFM proxy-fansign form (a member keeps several). */
export const applicationInfos = pgTable(
  'application_infos',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    name: varchar('name', { length: 100 }).notNull(),
    data: varchar('data', { length: 3000 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('application_infos_member_idx').on(table.memberId)],
);

/** Outgoing mail: written in the same transaction as the change that causes it, sent by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A notice that must go at most once (a storage reminder per package and threshold) names itself here. */
    dedupeKey: varchar('dedupe_key', { length: 120 }),
    /**
     * How the row is delivered: EMAIL (`to_address` an email, sent by the mail sender) or CHANNEL_TALK (`to_address`
     * a phone number `+8210…`, sent by the messaging adapter). A notice has a row per channel; its dedupe key is
     * unique per channel.
     */
    channel: varchar('channel', { length: 12 }).notNull().default('EMAIL'),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mail_outbox_channel_dedupe_key_idx').on(table.channel, table.dedupeKey),
  ],
);

/**
 * The channels a member hears notices on (spec: Member.notificationChannels). EMAIL needs no row: a member without
 * one has email enabled and verified (their account's address); a row records email turned off or on. CHANNEL_TALK
 * has a row once a phone is verified (`id_code`, `+` country number and digits).
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    type: varchar('type', { length: 12 }).notNull(),
    idCode: varchar('id_code', { length: 16 }),
    enabled: boolean('enabled').notNull(),
    verified: boolean('verified').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('notification_channels_member_type_idx').on(table.memberId, table.type)],
);

/** Codes sent to a phone to verify it for the messaging channel; the code is stored hashed. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    phone: varchar('phone', { length: 16 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('phone_verifications_member_idx').on(table.memberId, table.sentAt),
    index('phone_verifications_phone_idx').on(table.phone, table.sentAt),
  ],
);
