import { mailOutbox } from '@fanship/db/schema';
import { packageHistory, packages } from '@fanship/db/warehouse-schema';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs/background-jobs.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { sendStorageReminders, storageReminderKey } from './storage-reminders.ts';

const { start } = setupTestApps();

/** Moves the test clock to an instant (forward only). */
function setClock(t: TestApp, iso: string) {
  const seconds = (new Date(iso).getTime() - t.clock.now().getTime()) / 1000;
  if (seconds < 0) throw new Error(`The clock is past ${iso}`);
  t.clock.advance(seconds);
}

const run = (t: TestApp) => sendStorageReminders(t.app.appContext, t.clock.now());

async function reminders(t: TestApp) {
  return t.database.db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      key: mailOutbox.dedupeKey,
    })
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, 'storage:%'))
    .orderBy(asc(mailOutbox.id));
}

async function notices(t: TestApp, packageId: number) {
  const rows = await t.database.db
    .select({ note: packageHistory.note, actor: packageHistory.actor })
    .from(packageHistory)
    .where(and(eq(packageHistory.packageId, packageId), eq(packageHistory.event, 'NOTICE')))
    .orderBy(asc(packageHistory.id));
  return rows.map((row) => row.note);
}

describe('storage reminders', () => {
  // The test clock starts at 2026-03-01T09:00Z, 18:00 in Korea: storage day 1 is 2026-03-01 (KST), the last of 45
  // free days 2026-04-14, so 7 days are left from 2026-04-07 (KST), 1 day from 2026-04-13, the fee from 2026-04-15.
  it('sends each reminder once per package and free period on its Korean day, however often the job runs', async () => {
    const t = await start();
    const member = await t.createMember();
    const pkg = await givePackage(t, member);

    setClock(t, '2026-04-06T14:59:59Z'); // 23:59:59 on 2026-04-06 in Korea: 8 days left.
    expect(await run(t)).toBe(0);
    setClock(t, '2026-04-06T15:00:00Z'); // Midnight: 2026-04-07 in Korea, 7 days left.
    expect(await run(t)).toBe(1);
    expect(await run(t)).toBe(0);
    t.clock.advance(3 * 24 * 60 * 60);
    expect(await run(t)).toBe(0);

    setClock(t, '2026-04-12T14:59:59Z');
    expect(await run(t)).toBe(0);
    setClock(t, '2026-04-12T15:00:00Z'); // 2026-04-13 in Korea: free storage ends tomorrow.
    expect(await run(t)).toBe(1);
    setClock(t, '2026-04-14T14:59:59Z'); // The last free day.
    expect(await run(t)).toBe(0);
    setClock(t, '2026-04-14T15:00:00Z'); // 2026-04-15: the first fee day.
    expect(await run(t)).toBe(1);
    t.clock.advance(30 * 24 * 60 * 60);
    expect(await run(t)).toBe(0);

    const mails = await reminders(t);
    expect(mails.map((mail) => [mail.to, mail.subject, mail.key])).toEqual([
      [
        member.email,
        `Free storage of ${pkg.code} ends in 7 days`,
        `storage:${pkg.code}:STORAGE_7_DAYS:2026-03-01`,
      ],
      [
        member.email,
        `Free storage of ${pkg.code} ends tomorrow`,
        `storage:${pkg.code}:STORAGE_1_DAY:2026-03-01`,
      ],
      [
        member.email,
        `Storage fee started for ${pkg.code}`,
        `storage:${pkg.code}:STORAGE_FEE_STARTED:2026-03-01`,
      ],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('₩1,500 a day');
      expect(mail.text).toContain(`/packages/${pkg.code}`);
    }
    expect(mails[0]?.text).toContain('ends on 2026-04-14 (Korea time), in 7 days');
    expect(await notices(t, pkg.id)).toEqual(['STORAGE_7_DAYS', 'STORAGE_1_DAY', 'STORAGE_FEE_STARTED']);
  });

  it('queues a reminder once when two runs race, and starts again with a new free period', async () => {
    const t = await start();
    const member = await t.createMember();
    const pkg = await givePackage(t, member);
    setClock(t, '2026-04-07T03:00:00Z');
    const counts = await Promise.all([run(t), run(t), run(t)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await reminders(t)).toHaveLength(1);
    expect(await notices(t, pkg.id)).toEqual(['STORAGE_7_DAYS']);

    // An inclusion completed: 45 new free days from 2026-04-08 (KST).
    setClock(t, '2026-04-08T01:00:00Z');
    await t.database.db
      .update(packages)
      .set({ storageStartedAt: t.clock.now() })
      .where(eq(packages.id, pkg.id));
    expect(await run(t)).toBe(0);
    setClock(t, '2026-05-14T15:00:00Z'); // 2026-05-15 in Korea: day 38 of the new period.
    expect(await run(t)).toBe(1);
    expect((await reminders(t)).map((mail) => mail.key)).toEqual([
      storageReminderKey(pkg.code, 'STORAGE_7_DAYS', new Date('2026-03-01T09:00:00Z')),
      `storage:${pkg.code}:STORAGE_7_DAYS:2026-04-08`,
    ]);
  });

  it('sends nothing for pool parcels, packages gone or no longer stored, or whose storage ended', async () => {
    const t = await start();
    const member = await t.createMember();
    await givePackage(t, null, { storageStartedAt: t.clock.now() });
    await givePackage(t, member, { status: 'SHIPPED' });
    await givePackage(t, member, { status: 'DISPOSED' });
    const ended = await givePackage(t, member);
    await t.database.db
      .update(packages)
      .set({ storageEndedAt: t.clock.now() })
      .where(eq(packages.id, ended.id));
    const ownDays = await givePackage(t, member, { freeStorageDays: 90 });
    setClock(t, '2026-05-01T00:00:00Z'); // Past every 45-day period; 90 free days still have 30 left.
    expect(await run(t)).toBe(0);
    expect(await reminders(t)).toEqual([]);
    expect(await notices(t, ownDays.id)).toEqual([]);
  });

  it('runs daily as the packages.storage-reminders job', async () => {
    const t = await start();
    const member = await t.createMember();
    await givePackage(t, member);
    setClock(t, '2026-04-07T03:00:00Z');
    const options = { db: t.database.db, clock: t.clock, jobs: backgroundJobs(t.app.appContext, undefined) };
    expect(await runDueJobs(options)).toContain('packages.storage-reminders');
    expect(await reminders(t)).toHaveLength(1);
    t.clock.advance(23 * 60 * 60);
    expect(await runDueJobs(options)).not.toContain('packages.storage-reminders');
    t.clock.advance(60 * 60);
    expect(await runDueJobs(options)).toContain('packages.storage-reminders');
  });
});
