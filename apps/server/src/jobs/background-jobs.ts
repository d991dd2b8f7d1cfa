import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { AppContext } from '../lib/app-context.ts';
import { pruneSettledThrottles } from '../modules/auth/sign-in-throttle.service.ts';
import type { Job } from './job-runner.ts';
import { runOutboxOnce } from './outbox-worker.ts';

const HOUR = 60 * 60;

/**
 * The server's background jobs (run by `startJobRunner` with the server): the mail outbox, when a mail server
 * is configured (without one, mail stays in the outbox for the development mailbox), and the clean-up of
 * sign-in failure counts that no longer hold anything back.
 */
export function backgroundJobs(
  context: Pick<AppContext, 'db' | 'clock' | 'config'>,
  mailSender: MailSender | undefined,
): Job[] {
  const jobs: Job[] = [
    {
      name: 'sign-in-throttles.prune',
      everySeconds: HOUR,
      run: async (now) => {
        const deleted = await pruneSettledThrottles(context, now);
        return deleted > 0 ? `${deleted} settled counts deleted` : undefined;
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
