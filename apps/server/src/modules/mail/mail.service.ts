import type { Database, Transaction } from '@fanship/db/client';
import { addSeconds } from '../../lib/clock.ts';
import {
  claimDueRows,
  insertOutboxRow,
  listOutboxRows,
  markRowFailed,
  markRowSent,
  type OutboxChannel,
  type OutboxRow,
} from './mail.repository.ts';
import type { MailMessage } from './mail-templates.ts';

export const MAX_MAIL_ATTEMPTS = 8;
const RETRY_BASE_SECONDS = 30;
const CLAIM_LEASE_SECONDS = 300;

/** A mail as the development mailbox shows it. */
export type MailboxEntry = {
  id: number;
  /** EMAIL, or CHANNEL_TALK for a text message (`to` a phone number). */
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: Date;
};

type OutboxOptions = { dedupeKey?: string; status?: 'PENDING' | 'SKIPPED' | 'SENT' };

/** Writes one outbox row for a channel (the mail's or message's fields). */
function enqueueOn(
  db: Database | Transaction,
  channel: OutboxChannel,
  message: MailMessage,
  now: Date,
  { dedupeKey, status }: OutboxOptions,
): Promise<boolean> {
  const { to, subject, text, html } = message;
  const row = { toAddress: to, subject, textBody: text, htmlBody: html || null };
  return insertOutboxRow(
    db,
    { ...row, channel, dedupeKey: dedupeKey ?? null, status: status ?? 'PENDING' },
    now,
  );
}

/**
 * Queues a mail in the outbox, inside the caller's transaction so it is sent only if the change commits. With a
 * `dedupeKey` the mail is queued at most once however often (or concurrently) it is asked for: answers whether
 * this call queued it. `status: 'SKIPPED'` writes a notice the member turned off by email (kept, never sent).
 */
export function enqueueMail(
  db: Database | Transaction,
  message: MailMessage,
  now: Date,
  options: { dedupeKey?: string; status?: 'PENDING' | 'SKIPPED' } = {},
): Promise<boolean> {
  return enqueueOn(db, 'EMAIL', message, now, options);
}

/** A text message for the messaging channel: a phone number (`+8210…`) and the text. */
export type TextMessage = { to: string; subject: string; text: string };

/**
 * Writes a text message on the CHANNEL_TALK channel: PENDING for the outbox worker to send through the messaging
 * adapter (a notice), or SENT when it was delivered as it was written (the development mailbox's messages).
 */
export function enqueueTextMessage(
  db: Database | Transaction,
  message: TextMessage,
  now: Date,
  options: { dedupeKey?: string; status?: 'PENDING' | 'SENT' } = {},
): Promise<boolean> {
  return enqueueOn(db, 'CHANNEL_TALK', { ...message, html: '' }, now, options);
}

/** Lists the newest outbox mails for the development mailbox. */
export async function listMailbox(db: Database, limit = 100): Promise<MailboxEntry[]> {
  const rows = await listOutboxRows(db, limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    createdAt: row.createdAt,
  }));
}

/** Claims a channel's pending rows that are due, leasing them so a crashed worker's rows are retried later. */
export function claimDueMails(
  db: Database,
  channel: OutboxChannel,
  now: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return claimDueRows(db, channel, now, addSeconds(now, CLAIM_LEASE_SECONDS), limit);
}

/** Records a delivered mail. */
export function recordMailSent(db: Database, id: number, now: Date): Promise<void> {
  return markRowSent(db, id, now);
}

/** Records a failed delivery: retried after 30 s x 2^attempts, given up as FAILED after 8 attempts. */
export async function recordMailFailure(
  db: Database,
  row: OutboxRow,
  error: unknown,
  now: Date,
): Promise<void> {
  const attempts = row.attempts + 1;
  await markRowFailed(db, row.id, {
    attempts,
    status: attempts >= MAX_MAIL_ATTEMPTS ? 'FAILED' : 'PENDING',
    nextAttemptAt: addSeconds(now, RETRY_BASE_SECONDS * 2 ** row.attempts),
    lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
  });
}
