import type { Database } from '@fanship/db/client';
import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { MessageSender } from '../adapters/messaging/message-sender.ts';
import type { Clock } from '../lib/clock.ts';
import {
  claimDueMails,
  type OutboxChannel,
  type OutboxRow,
  recordMailFailure,
  recordMailSent,
} from '../modules/mail/index.ts';

const BATCH_SIZE = 20;

export type OutboxWorkerOptions = { db: Database; sender: MailSender; clock: Clock };
export type MessageOutboxWorkerOptions = { db: Database; messenger: MessageSender; clock: Clock };
type Delivery = {
  db: Database;
  clock: Clock;
  channel: OutboxChannel;
  deliver: (row: OutboxRow) => Promise<void>;
};

/** Delivers every due row of one channel once (a failure is retried later); returns how many were sent and failed. */
async function deliverDue({
  db,
  clock,
  channel,
  deliver,
}: Delivery): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueMails(db, channel, clock.now(), BATCH_SIZE);
    for (const row of rows) {
      try {
        await deliver(row);
        await recordMailSent(db, row.id, clock.now());
        result.sent++;
      } catch (error) {
        await recordMailFailure(db, row, error, clock.now());
        result.failed++;
      }
    }
    if (rows.length < BATCH_SIZE) return result;
  }
}

/** Sends every due outbox mail once; returns how many were sent and how many failed. */
export const runOutboxOnce = ({ db, sender, clock }: OutboxWorkerOptions) =>
  deliverDue({ db, clock, channel: 'EMAIL', deliver: (row) => sender.send(mailOf(row)) });

/** Sends every due message of the messaging channel once through the messaging adapter. */
export const runMessageOutboxOnce = ({ db, messenger, clock }: MessageOutboxWorkerOptions) =>
  deliverDue({
    db,
    clock,
    channel: 'CHANNEL_TALK',
    deliver: (row) => messenger.sendMessage(row.toAddress, row.textBody),
  });

function mailOf(row: OutboxRow) {
  return { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody };
}
