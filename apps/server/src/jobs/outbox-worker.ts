import type { Database } from '@fanship/db/client';
import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { Clock } from '../lib/clock.ts';
import { claimDueMails, recordMailFailure, recordMailSent } from '../modules/mail/index.ts';

const BATCH_SIZE = 20;

export type OutboxWorkerOptions = { db: Database; sender: MailSender; clock: Clock };

/** Sends every due outbox mail once; returns how many were sent and how many failed. */
export async function runOutboxOnce(options: OutboxWorkerOptions): Promise<{ sent: number; failed: number }> {
  const { db, sender, clock } = options;
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueMails(db, clock.now(), BATCH_SIZE);
    for (const row of rows) {
      try {
        await sender.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
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
