import { mailOutbox } from '@fanship/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../adapters/mail/mail-sender.ts';
import { setupTestApps } from '../test/app.ts';
import { phone, recordingMessenger, registerPhone } from '../test/notification-channels.ts';
import { createMemberWithRole } from '../test/roles.ts';
import {
  type FakeTwilioServer,
  startFakeTwilioServer,
  twilioSenderFor,
} from '../test-support/messaging/fake-twilio-server.ts';
import { runMessageOutboxOnce, runOutboxOnce } from './outbox-worker.ts';

const { start } = setupTestApps();
let twilio: FakeTwilioServer | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

/** A member with a verified phone and a staff credit adjustment's notice queued on both channels. */
async function queuedNotice() {
  const messenger = recordingMessenger();
  const t = await start({}, { messenger });
  const member = await t.createMember();
  await registerPhone(t, messenger, member);
  const staff = await createMemberWithRole(t, 'staff');
  await t.post(
    `/api/staff/members/${member.code}/credit`,
    { transactionType: 'E', amount: 500, reason: 'Gift' },
    staff.cookie,
  );
  return { t, member };
}

const channelRows = (t: Awaited<ReturnType<typeof queuedNotice>>['t']) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.channel, 'CHANNEL_TALK'))
    .orderBy(asc(mailOutbox.id));

describe('the messaging outbox', () => {
  it('sends the messaging channel’s notices through Twilio, and leaves them to the mail worker never', async () => {
    const { t, member } = await queuedNotice();
    const mailed: OutgoingMail[] = [];
    await runOutboxOnce({
      db: t.database.db,
      clock: t.clock,
      sender: { send: async (mail) => void mailed.push(mail), close: () => {} },
    });
    expect(mailed.map((mail) => mail.to)).not.toContain(phone);
    expect(mailed.map((mail) => mail.to)).toContain(member.email);

    twilio = await startFakeTwilioServer();
    const messenger = twilioSenderFor(twilio);
    expect(await runMessageOutboxOnce({ db: t.database.db, clock: t.clock, messenger })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({ to: phone });
    expect(twilio.messages[0]?.body).toContain('Gift');
    expect((await channelRows(t)).at(-1)?.status).toBe('SENT');
  });

  it('keeps a notice the provider failed to take and sends it on a later run', async () => {
    const { t } = await queuedNotice();
    twilio = await startFakeTwilioServer();
    twilio.failWith('server-error');
    const messenger = twilioSenderFor(twilio);
    expect(await runMessageOutboxOnce({ db: t.database.db, clock: t.clock, messenger })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect((await channelRows(t)).at(-1)).toMatchObject({ status: 'PENDING', attempts: 1 });
    twilio.failWith(null);
    t.clock.advance(31);
    expect(await runMessageOutboxOnce({ db: t.database.db, clock: t.clock, messenger })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(twilio.messages).toHaveLength(1);
  });
});
