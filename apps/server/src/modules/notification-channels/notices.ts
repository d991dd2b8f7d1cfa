/**
 * Notices (docs/domain.md "Notifications": request moves, credit, packages, storage reminders) go to every channel
 * the member has enabled and verified, each through the outbox in the caller's transaction: an EMAIL row (SKIPPED,
 * kept but never sent, when the member turned email off) and a CHANNEL_TALK row for a verified, enabled phone. A
 * dedupe key holds per channel. Account mail (codes, Find ID, reset links) does not come here: it is always mailed.
 */
import type { Transaction } from '@fanship/db/client';
import { enqueueMail, enqueueTextMessage, type MailMessage } from '../mail/index.ts';
import { listChannelRows } from './notification-channels.repository.ts';

/** Twilio's longest message body. */
const MESSAGE_MAX = 1600;

/**
 * Queues a notice for the member on their channels; with a `dedupeKey`, answers whether this call queued it (false:
 * it was queued before, and nothing is written on any channel).
 */
export async function enqueueNotice(
  tx: Transaction,
  member: { id: number },
  mail: MailMessage,
  now: Date,
  options: { dedupeKey?: string } = {},
): Promise<boolean> {
  const rows = await listChannelRows(tx, member.id);
  const email = rows.find((row) => row.type === 'EMAIL');
  const isQueued = await enqueueMail(tx, mail, now, {
    ...options,
    status: email && !email.enabled ? 'SKIPPED' : 'PENDING',
  });
  if (!isQueued) return false;
  const talk = rows.find((row) => row.type === 'CHANNEL_TALK');
  if (talk?.enabled && talk.verified && talk.idCode) {
    const text = `${mail.subject}\n\n${mail.text}`.slice(0, MESSAGE_MAX);
    await enqueueTextMessage(tx, { to: talk.idCode, subject: mail.subject, text }, now, options);
  }
  return true;
}
