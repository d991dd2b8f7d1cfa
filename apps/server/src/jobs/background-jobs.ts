import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { AppContext } from '../lib/app-context.ts';
import { pruneSettledThrottles } from '../modules/auth/index.ts';
import { deleteUnattachedFiles } from '../modules/member-files/index.ts';
import { releaseUnpaidCheckouts } from '../modules/ofm/index.ts';
import { sendStorageReminders } from '../modules/packages/index.ts';
import type { Job } from './job-runner.ts';
import { runOutboxOnce } from './outbox-worker.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * The server's background jobs (run by `startJobRunner` with the server): the mail outbox, when a mail server
 * is configured (without one, mail stays in the outbox for the development mailbox), the clean-up of
 * sign-in failure counts that no longer hold anything back, and of member uploads no request refers to a day on,
 * the release of shop stock held by checkouts left unpaid for 24 hours, and the daily storage reminders.
 */
export function backgroundJobs(context: AppContext, mailSender: MailSender | undefined): Job[] {
  const jobs: Job[] = [
    {
      name: 'sign-in-throttles.prune',
      everySeconds: HOUR,
      run: async (now) => {
        const deleted = await pruneSettledThrottles(context, now);
        return deleted > 0 ? `${deleted} settled counts deleted` : undefined;
      },
    },
    {
      name: 'stock-reservations.release-unpaid',
      everySeconds: 5 * 60,
      run: async () => {
        const cancelled = await releaseUnpaidCheckouts(context);
        return cancelled > 0 ? `${cancelled} unpaid checkouts cancelled, stock released` : undefined;
      },
    },
    {
      // Daily; the first run comes with the first pass after the job is first seen (a new database: at start).
      name: 'packages.storage-reminders',
      everySeconds: DAY,
      run: async (now) => {
        const queued = await sendStorageReminders(context, now);
        return queued > 0 ? `${queued} storage reminders queued` : undefined;
      },
    },
    {
      name: 'member-files.delete-unattached',
      everySeconds: HOUR,
      run: async () => {
        const deleted = await deleteUnattachedFiles(context);
        return deleted > 0 ? `${deleted} unused uploads deleted` : undefined;
      },
    },
  ];
  if (mailSender) {
    jobs.unshift({
      name: 'mail-outbox.send',
      everySeconds: context.config.outboxPollSeconds,
      run: async () => {
        const { sent, failed } = await runOutboxOnce({
          db: context.db,
          sender: mailSender,
          clock: context.clock,
        });
        return sent + failed > 0 ? `${sent} sent, ${failed} failed` : undefined;
      },
    });
  }
  return jobs;
}
