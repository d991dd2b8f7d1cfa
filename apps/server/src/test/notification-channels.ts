import { expect } from 'vitest';
import type { MessageSender } from '../adapters/messaging/message-sender.ts';
import type { TestApp, TestMember } from './app.ts';

/** A messaging adapter that keeps what it sent, or fails as told (`failure`). */
export type RecordingMessenger = MessageSender & {
  sent: { to: string; text: string }[];
  failure?: Error;
};

export function recordingMessenger(): RecordingMessenger {
  const messenger: RecordingMessenger = {
    sent: [],
    sendMessage: async (to, text) => {
      if (messenger.failure) throw messenger.failure;
      messenger.sent.push({ to, text });
    },
  };
  return messenger;
}

export const phone = '+821012345678';

/** The 6-digit code last sent to `to`. */
export function lastCodeTo(messenger: RecordingMessenger, to = phone): string {
  const code = messenger.sent.findLast((message) => message.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

export function sendPhoneCode(t: TestApp, member: TestMember, idCode = phone) {
  return t.post('/api/me/notification-channels', { type: 'CHANNEL_TALK', idCode }, member.cookie);
}

export function verifyPhone(t: TestApp, member: TestMember, verificationCode: string) {
  return t.post('/api/me/notification-channels/verify', { verificationCode }, member.cookie);
}

/** Registers and verifies `idCode` for the member's messaging channel. */
export async function registerPhone(
  t: TestApp,
  messenger: RecordingMessenger,
  member: TestMember,
  idCode = phone,
): Promise<void> {
  expect((await sendPhoneCode(t, member, idCode)).statusCode).toBe(200);
  expect((await verifyPhone(t, member, lastCodeTo(messenger, idCode))).statusCode).toBe(200);
}

export async function channelsOf(t: TestApp, member: TestMember) {
  return (await t.get('/api/me', member.cookie)).json().notificationChannels;
}

/** GET /me's channels as expected: email on or off (always verified), the phone's channel on and verified or not. */
export function channelStates(email: boolean, talk: { enabled: boolean; verified: boolean }) {
  return [
    { type: 'EMAIL', enabled: email, verified: true },
    { type: 'CHANNEL_TALK', ...talk },
  ];
}
