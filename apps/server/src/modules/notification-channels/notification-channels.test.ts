import { mailOutbox } from '@fanship/db/schema';
import { phoneVerificationMessages as messages } from '@fanship/domain/schemas/notification-channels';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessagingError } from '../../adapters/messaging/message-sender.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import {
  channelStates,
  channelsOf,
  lastCodeTo,
  phone,
  type RecordingMessenger,
  recordingMessenger,
  registerPhone,
  sendPhoneCode,
  verifyPhone,
} from '../../test/notification-channels.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

async function setUp(): Promise<{ t: TestApp; messenger: RecordingMessenger; member: TestMember }> {
  const messenger = recordingMessenger();
  const t = await start({}, { messenger });
  return { t, messenger, member: await t.createMember() };
}

const outbox = (t: TestApp) => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** A staff credit adjustment: a notice to the member (docs/domain.md "Notifications"). */
async function adjustCredit(t: TestApp, member: TestMember, reason = 'Thank you') {
  const staff = await createMemberWithRole(t, 'staff');
  const response = await t.post(
    `/api/staff/members/${member.code}/credit`,
    { transactionType: 'E', amount: 1000, reason },
    staff.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/me notificationChannels', () => {
  it('answers EMAIL verified and enabled, CHANNEL_TALK neither, for a new member', async () => {
    const { t, member } = await setUp();
    expect(await channelsOf(t, member)).toEqual(channelStates(true, { enabled: false, verified: false }));
  });
});

describe('registering a phone', () => {
  it('sends a 6-digit code, answers unverified, and verifies and turns the channel on with the right code', async () => {
    const { t, messenger, member } = await setUp();
    const sent = await sendPhoneCode(t, member);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ verified: false, enabled: false });
    expect(messenger.sent).toHaveLength(1);
    expect(lastCodeTo(messenger)).toMatch(/^\d{6}$/);
    expect((await channelsOf(t, member))[1]).toEqual({
      type: 'CHANNEL_TALK',
      enabled: false,
      verified: false,
    });

    const verified = await verifyPhone(t, member, lastCodeTo(messenger));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ verified: true, enabled: true });
    expect((await channelsOf(t, member))[1]).toEqual({ type: 'CHANNEL_TALK', enabled: true, verified: true });
  });

  it("refuses a wrong code with 'Invalid verification code', and every code after 5 wrong tries", async () => {
    const { t, messenger, member } = await setUp();
    await sendPhoneCode(t, member);
    const right = lastCodeTo(messenger);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verifyPhone(t, member, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.wrongCode);
    }
    const late = await verifyPhone(t, member, right);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid verification code');
  });

  it('refuses a code that was never sent, has expired or was used', async () => {
    const { t, messenger, member } = await setUp();
    expect((await verifyPhone(t, member, '123456')).json().message).toBe(messages.wrongCode);
    await sendPhoneCode(t, member);
    const code = lastCodeTo(messenger);
    expect((await verifyPhone(t, member, code)).statusCode).toBe(200);
    expect((await verifyPhone(t, member, code)).statusCode).toBe(400);
    t.clock.advance(61);
    await sendPhoneCode(t, member);
    t.clock.advance(10 * 60);
    expect((await verifyPhone(t, member, lastCodeTo(messenger))).json().message).toBe(messages.wrongCode);
  });

  it('refuses a resend within 60 seconds (429 with the seconds left), and sends again after', async () => {
    const { t, messenger, member } = await setUp();
    await sendPhoneCode(t, member);
    t.clock.advance(45);
    const early = await sendPhoneCode(t, member);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('15');
    expect(early.json().message).toBe(messages.waitBeforeResend(15));
    t.clock.advance(15);
    expect((await sendPhoneCode(t, member)).statusCode).toBe(200);
    expect(messenger.sent).toHaveLength(2);
  });

  it('sends at most 5 codes an hour to a member, and to a phone whoever asks', async () => {
    const { t, messenger, member } = await setUp();
    for (let index = 0; index < 5; index++) {
      expect((await sendPhoneCode(t, member, `+8210000000${index}`)).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const sixth = await sendPhoneCode(t, member, '+821000000009');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(messages.tooManyCodes);

    const others = await Promise.all([t.createMember(), t.createMember(), t.createMember()]);
    for (const other of [...others, await t.createMember(), await t.createMember()]) {
      expect((await sendPhoneCode(t, other, '+821077777777')).statusCode).toBe(200);
    }
    expect((await sendPhoneCode(t, await t.createMember(), '+821077777777')).statusCode).toBe(429);
    t.clock.advance(3600);
    expect((await sendPhoneCode(t, member, '+821000000009')).statusCode).toBe(200);
    expect(messenger.sent).toHaveLength(11);
  });

  it('answers 400 for a number the provider cannot deliver to and 503 when it is down, keeping no code', async () => {
    const { t, messenger, member } = await setUp();
    messenger.failure = new MessagingError('recipient-refused', 'Twilio 21211');
    const refused = await sendPhoneCode(t, member);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.cannotReceive);
    messenger.failure = new MessagingError('unavailable', 'Twilio 500');
    const down = await sendPhoneCode(t, member);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'MESSAGING_UNAVAILABLE', message: messages.unavailable });
    messenger.failure = undefined;
    // Nothing was kept of the failed sends: no 60-second wait, no code to check.
    expect((await sendPhoneCode(t, member)).statusCode).toBe(200);
  });

  it('refuses a malformed phone or code (400), and visitors (401)', async () => {
    const { t, member } = await setUp();
    for (const idCode of ['01012345678', '+0101', '+82 10 1234', '+8210123456789012']) {
      const answer = await sendPhoneCode(t, member, idCode);
      expect(answer.statusCode, idCode).toBe(400);
    }
    expect(
      (await t.post('/api/me/notification-channels', { type: 'EMAIL', idCode: phone }, member.cookie))
        .statusCode,
    ).toBe(400);
    expect((await verifyPhone(t, member, '12345')).statusCode).toBe(400);
    expect(
      (await t.post('/api/me/notification-channels', { type: 'CHANNEL_TALK', idCode: phone })).statusCode,
    ).toBe(401);
    expect(
      (await t.patch('/api/me/notification-channels', { type: 'EMAIL', enabled: false })).statusCode,
    ).toBe(401);
  });

  it('delivers the code to the development mailbox by default', async () => {
    const t = await start();
    const member = await t.createMember();
    expect((await sendPhoneCode(t, member)).statusCode).toBe(200);
    const mailbox = (await t.get('/api/dev/mailbox')).json();
    expect(mailbox[0]).toMatchObject({ channel: 'CHANNEL_TALK', to: phone, status: 'SENT' });
    const code = mailbox[0].text.match(/\b(\d{6})\b/)[1];
    expect((await verifyPhone(t, member, code)).statusCode).toBe(200);
  });
});

describe('PATCH /api/me/notification-channels', () => {
  it('turns email off and on, and a verified phone; an unverified phone is 409', async () => {
    const { t, messenger, member } = await setUp();
    const off = await t.patch(
      '/api/me/notification-channels',
      { type: 'EMAIL', enabled: false },
      member.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ type: 'EMAIL', enabled: false, verified: true });
    expect((await channelsOf(t, member))[0]).toEqual({ type: 'EMAIL', enabled: false, verified: true });

    const unverified = await t.patch(
      '/api/me/notification-channels',
      { type: 'CHANNEL_TALK', enabled: true },
      member.cookie,
    );
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().message).toBe(messages.notVerified);

    await registerPhone(t, messenger, member);
    const talkOff = await t.patch(
      '/api/me/notification-channels',
      { type: 'CHANNEL_TALK', enabled: false },
      member.cookie,
    );
    expect(talkOff.json()).toEqual({ type: 'CHANNEL_TALK', enabled: false, verified: true });
    expect(await channelsOf(t, member)).toEqual(channelStates(false, { enabled: false, verified: true }));
  });
});

describe('notices on the member’s channels', () => {
  it('go by email and to a verified, enabled phone, each through the outbox', async () => {
    const { t, messenger, member } = await setUp();
    await registerPhone(t, messenger, member);
    await adjustCredit(t, member);
    const rows = (await outbox(t)).filter((row) => row.subject.includes('credit'));
    expect(rows.map((row) => [row.channel, row.toAddress, row.status])).toEqual([
      ['EMAIL', member.email, 'PENDING'],
      ['CHANNEL_TALK', phone, 'PENDING'],
    ]);
    expect(rows[1]?.textBody).toContain('Thank you');
  });

  it('with email off, are kept but not sent by email; account mail still goes', async () => {
    const { t, member } = await setUp();
    await t.patch('/api/me/notification-channels', { type: 'EMAIL', enabled: false }, member.cookie);
    await adjustCredit(t, member);
    const notice = (await outbox(t)).find((row) => row.subject.includes('credit'));
    expect(notice).toMatchObject({ channel: 'EMAIL', status: 'SKIPPED' });
    expect((await t.post('/api/auth/find-id', { email: member.email })).statusCode).toBeLessThan(300);
    expect(await t.latestMailTo(member.email)).toMatchObject({
      subject: 'Your Fanship ID',
      status: 'PENDING',
    });
  });

  it('skip a phone turned off or never verified', async () => {
    const { t, messenger, member } = await setUp();
    await sendPhoneCode(t, member);
    await adjustCredit(t, member, 'first');
    await verifyPhone(t, member, lastCodeTo(messenger));
    await t.patch('/api/me/notification-channels', { type: 'CHANNEL_TALK', enabled: false }, member.cookie);
    await adjustCredit(t, member, 'second');
    const rows = await outbox(t);
    expect(rows.filter((row) => row.channel === 'CHANNEL_TALK' && row.status === 'PENDING')).toEqual([]);
  });
});
