import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeTwilioServer,
  startFakeTwilioServer,
  twilioSenderFor,
} from '../../test-support/messaging/fake-twilio-server.ts';
import type { MessagingError } from './message-sender.ts';
import { readMessagingConfig } from './messaging-config.ts';

let twilio: FakeTwilioServer;
beforeEach(async () => {
  twilio = await startFakeTwilioServer();
});
afterEach(() => twilio.close());

const sender = (overrides: { authToken?: string; baseUrl?: string } = {}) =>
  twilioSenderFor(twilio, overrides);

/** Expects the send to be refused with a MessagingError for `reason`. */
const refusedAs = (sending: Promise<void>, reason: MessagingError['reason']) =>
  expect(sending).rejects.toMatchObject({ name: 'MessagingError', reason });

describe('the Twilio messaging adapter', () => {
  it('posts To, From and Body form-encoded to the account Messages.json with basic auth', async () => {
    await sender().sendMessage('+821012345678', 'Your code is 123456');
    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    );
    expect(twilio.messages).toMatchObject([
      { to: '+821012345678', from: '+15005550006', body: 'Your code is 123456' },
    ]);
  });

  it('cuts a body to Twilio’s 1600 characters', async () => {
    await sender().sendMessage('+821012345678', 'x'.repeat(2000));
    expect(twilio.messages[0]?.body).toHaveLength(1600);
  });

  it('maps a number Twilio cannot deliver to (400, 21211) to recipient-refused', async () => {
    twilio.failWith('invalid-number');
    await refusedAs(sender().sendMessage('+821012345678', 'hi'), 'recipient-refused');
  });

  it('maps wrong keys, rate limits, server errors and an unreachable host to unavailable', async () => {
    await refusedAs(sender({ authToken: 'wrong' }).sendMessage('+821012345678', 'hi'), 'unavailable');
    for (const failure of ['rate-limited', 'server-error'] as const) {
      twilio.failWith(failure);
      await refusedAs(sender().sendMessage('+821012345678', 'hi'), 'unavailable');
    }
    const unreachable = sender({ baseUrl: 'http://127.0.0.1:9' });
    await refusedAs(unreachable.sendMessage('+821012345678', 'hi'), 'unavailable');
  });
});

describe('the messaging configuration', () => {
  const fail = (message: string): never => {
    throw new Error(message);
  };
  it('delivers to the development mailbox by default outside production, and to nothing in production', () => {
    expect(readMessagingConfig({}, 'development', fail)).toEqual({ provider: 'mailbox' });
    expect(readMessagingConfig({}, 'production', fail)).toEqual({ provider: 'none' });
    expect(() => readMessagingConfig({ MESSAGING: 'mailbox' }, 'production', fail)).toThrow(
      /development only/,
    );
  });

  it('reads Twilio’s keys and base URL, and names what is missing', () => {
    const env = { MESSAGING: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' };
    expect(
      readMessagingConfig({ ...env, TWILIO_API_URL: 'http://127.0.0.1:1/' }, 'production', fail),
    ).toMatchObject({
      provider: 'twilio',
      accountSid: 'AC1',
      baseUrl: 'http://127.0.0.1:1',
    });
    expect(readMessagingConfig(env, 'production', fail)).toMatchObject({ baseUrl: 'https://api.twilio.com' });
    expect(() => readMessagingConfig({ MESSAGING: 'twilio' }, 'production', fail)).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });
});
