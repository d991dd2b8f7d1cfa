import { mailOutbox, notificationChannels, phoneVerifications } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { memberIdOf } from '../../test/credit.ts';
import * as phones from '../../test/notification-channels.ts';
import { enqueueNotice } from './notices.ts';
import { MAX_WRONG_PHONE_CODES } from './phone-verification.service.ts';

const { start } = setupTestApps();

// These matter on PostgreSQL (the CI runs the integration suite there with TEST_DATABASE_URL), where the requests
// really run at once; PGlite has one connection and serialises them.
describe('phone codes under concurrency', () => {
  it('10 parallel sends by one member: one code sent, the others refused for 60 seconds', async () => {
    const messenger = phones.recordingMessenger();
    const t = await start({}, { messenger });
    const member = await t.createMember();
    const answers = await Promise.all(Array.from({ length: 10 }, () => phones.sendPhoneCode(t, member)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect(messenger.sent).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.memberId, await memberIdOf(t, member.code)));
    expect(rows).toHaveLength(1);
  });

  it('20 parallel verifies, wrong and right: at most 5 tries counted, the phone verified at most once', async () => {
    const messenger = phones.recordingMessenger();
    const t = await start({}, { messenger });
    const member = await t.createMember();
    await phones.sendPhoneCode(t, member);
    const right = phones.lastCodeTo(messenger);
    const wrong = right === '000000' ? '111111' : '000000';
    const codes = Array.from({ length: 20 }, (_, index) => (index % 4 === 3 ? right : wrong));
    const answers = await Promise.all(codes.map((code) => phones.verifyPhone(t, member, code)));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    const memberId = await memberIdOf(t, member.code);
    const [code] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.memberId, memberId));
    expect(code?.failedAttempts).toBeLessThanOrEqual(MAX_WRONG_PHONE_CODES);
    const channels = await t.database.db
      .select()
      .from(notificationChannels)
      .where(eq(notificationChannels.memberId, memberId));
    expect(channels).toHaveLength(succeeded.length);
  });
});

describe('notices under concurrency', () => {
  it('one notice asked for 10 times at once with its dedupe key: one row on each channel', async () => {
    const messenger = phones.recordingMessenger();
    const t = await start({}, { messenger });
    const member = await t.createMember();
    await phones.registerPhone(t, messenger, member);
    const id = await memberIdOf(t, member.code);
    const mail = {
      to: member.email,
      subject: 'Storage ends in 7 days',
      text: 'Ship it soon',
      html: '<p>Ship</p>',
    };
    const queued = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction((tx) =>
          enqueueNotice(tx, { id }, mail, t.clock.now(), { dedupeKey: 'race:1' }),
        ),
      ),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'race:1'));
    expect(rows.map((row) => row.channel).sort()).toEqual(['CHANNEL_TALK', 'EMAIL']);
  });
});
