import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { AppContext } from '../lib/app-context.ts';
import { addSeconds } from '../lib/clock.ts';
import { pruneSettledThrottles } from '../modules/auth/index.ts';
import { deleteUnattachedFiles } from '../modules/member-files/index.ts';
import { releaseUnpaidCheckouts } from '../modules/ofm/index.ts';
import { sendStorageReminders } from '../modules/packages/index.ts';
import { expireUnpaidOrders } from '../modules/payments/index.ts';
import { payDuePrizes } from '../modules/roulettes/index.ts';
import type { Job } from './job-runner.ts';
import { runMessageOutboxOnce, runOutboxOnce } from './outbox-worker.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** A job's line for the log: how many it handled and what (none: nothing to say). */
const counted = (count: number, what: string) => (count > 0 ? `${count} ${what}` : undefined);

/**
 * The server's background jobs (run by `startJobRunner` with the server): the mail outbox, when a mail server
 * is configured (without one, mail stays in the outbox for the development mailbox), the clean-up of
 * sign-in failure counts that no longer hold anything back, of member uploads no request refers to a day on and
 * of partial uploads a crash left behind,
 * the release of shop stock held by checkouts left unpaid for 24 hours, the daily storage reminders, and the
 * closing of invoices left unpaid past their time (a shipping's, at the next Korean midnight), and the roulette's
 * credit prizes whose payout date has come.
 */
export function backgroundJobs(context: AppContext, mailSender: MailSender | undefined): Job[] {
  const jobs: Job[] = [
    {
      name: 'sign-in-throttles.prune',
      everySeconds: HOUR,
      run: async (now) => counted(await pruneSettledThrottles(context, now), 'settled counts deleted'),
    },
    {
      name: 'stock-reservations.release-unpaid',
      everySeconds: 5 * 60,
      run: async () =>
        counted(await releaseUnpaidCheckouts(context), 'unpaid checkouts cancelled, stock released'),
    },
    {
      name: 'orders.expire-unpaid',
      everySeconds: 60,
      run: async (now) =>
        counted(await expireUnpaidOrders(context, now), 'unpaid invoices expired, fees released'),
    },
    {
      // Daily; the first run comes with the first pass after the job is first seen (a new database: at start).
      name: 'packages.storage-reminders',
      everySeconds: DAY,
      run: async (now) => counted(await sendStorageReminders(context, now), 'storage reminders queued'),
    },
    {
      name: 'roulettes.pay-prizes',
      everySeconds: 10 * 60,
      run: async (now) => counted(await payDuePrizes(context, now), 'roulette prizes paid'),
    },
    {
      name: 'member-files.delete-unattached',
      everySeconds: HOUR,
      run: async () => counted(await deleteUnattachedFiles(context), 'unused uploads deleted'),
    },
    {
      // What uploads cut off by a crash left (temporary files untouched for an hour). Each instance has its own
      // disk (local storage, or the S3 staging folder under its DATA_DIR), so each sweeps its own, at start and hourly.
      name: 'file-storage.remove-abandoned-parts',
      everySeconds: HOUR,
      perInstance: true,
      run: async (now) =>
        counted(
          await context.fileStorage.removeAbandonedParts(addSeconds(now, -HOUR)),
          'abandoned partial uploads removed',
        ),
    },
  ];
  /** An outbox channel's job: delivers its due rows every poll (a failure is retried later, nothing is lost). */
  const outboxJob = (
    name: string,
    what: string,
    run: () => Promise<{ sent: number; failed: number }>,
  ): Job => ({
    name,
    everySeconds: context.config.outboxPollSeconds,
    run: async () => {
      const { sent, failed } = await run();
      return sent + failed > 0 ? `${sent} ${what} sent, ${failed} failed` : undefined;
    },
  });
  const { db, clock, messenger } = context;
  // Notices on the messaging channel; without a provider they stay in the outbox (the development mailbox).
  if (context.config.messaging.provider === 'twilio') {
    jobs.unshift(
      outboxJob('message-outbox.send', 'messages', () => runMessageOutboxOnce({ db, messenger, clock })),
    );
  }
  if (mailSender) {
    jobs.unshift(
      outboxJob('mail-outbox.send', 'mails', () => runOutboxOnce({ db, sender: mailSender, clock })),
    );
  }
  return jobs;
}
