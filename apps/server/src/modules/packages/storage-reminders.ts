/**
 * The storage reminders (DOMAIN.md "Package", "Notifications"; spec §9 "Storage"): the daily job walks the
 * members' stored packages whose storage counts, and queues the reminder due for each (7 days left, 1 day left,
 * the fee started) through the outbox with a dedupe key per package, reminder and free period, so each is queued
 * once however often or concurrently the job runs; a NOTICE history row (its note the reminder's code) is written
 * only with the mail that was queued, and it is what the disposal rule reads.
 */
import { members } from '@fanship/db/schema';
import { packageHistory, packages } from '@fanship/db/warehouse-schema';
import {
  type StorageReminder,
  storageCountdown,
  storageReminderDue,
  storedStatuses,
} from '@fanship/domain/warehouse/package-statuses';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { storageReminderMail } from './package-notices.ts';
import { recordPackageEvent } from './package-records.ts';

const BATCH = 200;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** No reminder is due before 7 days are left; a package is looked at from a few days earlier than that. */
const LOOK_AHEAD_DAYS = 10;

/** The Korean calendar date of an instant, `YYYY-MM-DD`. */
function kstDate(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** One reminder per package, reminder and free period: a new free period (a new storage start) starts again. */
export function storageReminderKey(code: string, reminder: StorageReminder, storageStartedAt: Date): string {
  return `storage:${code}:${reminder}:${kstDate(storageStartedAt)}`;
}

/**
 * One page of candidates after `afterId`: members' packages in a stored status, storage counting, near or past the
 * end of their free days, without the last reminder of this free period yet.
 */
function candidates(context: AppContext, now: Date, afterId: number) {
  const freeDays = sql`coalesce(${packages.freeStorageDays}, 45)`;
  return context.db
    .select({
      id: packages.id,
      code: packages.code,
      storageStartedAt: packages.storageStartedAt,
      freeStorageDays: packages.freeStorageDays,
      email: members.email,
    })
    .from(packages)
    .innerJoin(members, eq(members.id, packages.memberId))
    .where(
      and(
        gt(packages.id, afterId),
        inArray(packages.status, [...storedStatuses]),
        isNotNull(packages.storageStartedAt),
        isNull(packages.storageEndedAt),
        lte(
          packages.storageStartedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(days => greatest(${freeDays} - ${LOOK_AHEAD_DAYS}, 0))`,
        ),
        notExists(
          context.db
            .select({ id: packageHistory.id })
            .from(packageHistory)
            .where(
              and(
                eq(packageHistory.packageId, packages.id),
                eq(packageHistory.event, 'NOTICE'),
                eq(packageHistory.note, 'STORAGE_FEE_STARTED'),
                gte(packageHistory.createdAt, packages.storageStartedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(BATCH);
}

/** Queues the storage reminders due at `now`; answers how many were queued by this run. */
export async function sendStorageReminders(context: AppContext, now: Date): Promise<number> {
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const page = await candidates(context, now, afterId);
    for (const pkg of page) {
      if (!pkg.storageStartedAt) continue;
      const countdown = storageCountdown({
        startedAt: pkg.storageStartedAt,
        freeDays: pkg.freeStorageDays,
        now,
      });
      const reminder = storageReminderDue(countdown);
      if (!reminder) continue;
      const startedAt = pkg.storageStartedAt;
      const sent = await context.db.transaction(async (tx) => {
        const isQueued = await enqueueMail(
          tx,
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
