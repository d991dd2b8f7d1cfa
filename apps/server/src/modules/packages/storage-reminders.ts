/**
 * The storage reminders (docs/domain.md "Package", "Notifications"; spec §9 "Storage"): the daily job walks the
 * members' stored packages whose storage counts, and queues the reminder due for each (7 days left, 1 day left,
 * the fee started) through the outbox with a dedupe key per package, reminder and free period, so each is queued
 * once however often or concurrently the job runs; a NOTICE history row (its note the reminder's code) is written
 * only with the mail that was queued, and it is what the disposal rule reads.
 */
import {
  kstDate,
  type StorageReminder,
  storageCountdown,
  storageReminderDue,
} from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { enqueueNotice } from '../notification-channels/index.ts';
import { storageReminderMail } from './package-notices.ts';
import { recordPackageEvent } from './package-records.ts';
import { listReminderCandidates } from './storage-reminders.repository.ts';

const BATCH = 200;
/** No reminder is due before 7 days are left; a package is looked at from a few days earlier than that. */
const LOOK_AHEAD_DAYS = 10;

/** One reminder per package, reminder and free period: a new free period (a new storage start) starts again. */
export function storageReminderKey(code: string, reminder: StorageReminder, storageStartedAt: Date): string {
  return `storage:${code}:${reminder}:${kstDate(storageStartedAt)}`;
}

/** Queues the storage reminders due at `now`; answers how many were queued by this run. */
export async function sendStorageReminders(context: AppContext, now: Date): Promise<number> {
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const page = await listReminderCandidates(context.db, {
      now,
      afterId,
      limit: BATCH,
      lookAheadDays: LOOK_AHEAD_DAYS,
    });
    for (const pkg of page) {
      if (!pkg.storageStartedAt || pkg.memberId === null) continue;
      const countdown = storageCountdown({
        startedAt: pkg.storageStartedAt,
        freeDays: pkg.freeStorageDays,
        now,
      });
      const reminder = storageReminderDue(countdown);
      if (!reminder) continue;
      const startedAt = pkg.storageStartedAt;
      const memberId = pkg.memberId;
      const sent = await context.db.transaction(async (tx) => {
        const isQueued = await enqueueNotice(
          tx,
          { id: memberId },
          storageReminderMail(pkg.email, {
            packageCode: pkg.code,
            reminder,
            countdown,
            publicUrl: context.config.publicUrl,
          }),
          now,
          { dedupeKey: storageReminderKey(pkg.code, reminder, startedAt) },
        );
        if (isQueued) {
          await recordPackageEvent(tx, pkg.id, {
            event: 'NOTICE',
            actor: 'system',
            actorMemberId: null,
            note: reminder,
            now,
          });
        }
        return isQueued;
      });
      if (sent) queued++;
    }
    const last = page.at(-1);
    if (!last || page.length < BATCH) return queued;
    afterId = last.id;
  }
}
