import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTwilioSender } from '../../adapters/messaging/twilio-sender.ts';
import { readBody } from '../read-body.ts';

/**
 * A local stand-in for Twilio Programmable Messaging's create-message call (`POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To/From/Body, HTTP basic auth): it checks the
 * account and token as Twilio does, answers 201 with a message resource, and keeps what it received. `failWith`
 * makes it answer as Twilio does when a number cannot receive (400 code 21211), the keys are wrong (401 code
 * 20003), it rate-limits (429 code 20429), or it fails (500).
 */
export type FakeTwilioMessage = { to: string; from: string; body: string; sid: string };
export type FakeTwilioRequest = {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
};
export type FakeTwilioFailure = 'invalid-number' | 'server-error' | 'rate-limited';

export type FakeTwilioServer = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  messages: FakeTwilioMessage[];
  failWith(failure: FakeTwilioFailure | null): void;
  close(): Promise<void>;
};

const failures: Record<FakeTwilioFailure, { status: number; code: number; message: string }> = {
  'invalid-number': { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
  'rate-limited': { status: 429, code: 20429, message: 'Too Many Requests' },
  'server-error': { status: 500, code: 20500, message: 'Internal Server Error' },
};

export async function startFakeTwilioServer(): Promise<FakeTwilioServer> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const requests: FakeTwilioRequest[] = [];
  const messages: FakeTwilioMessage[] = [];
  let failure: FakeTwilioFailure | null = null;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (failure) return error(failures[failure].status, failures[failure].code, failures[failure].message);
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    if (!to || !body) return error(400, 21604, "A 'To' phone number is required.");
    const message = { to, from: form.get('From') ?? '', body, sid: `SM${randomBytes(16).toString('hex')}` };
    messages.push(message);
    return answer(201, { ...message, account_sid: accountSid, status: 'queued', api_version: '2010-04-01' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    messages,
    failWith: (next) => {
      failure = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Twilio adapter pointed at the fake server (with another token or base URL to see it refused). */
export function twilioSenderFor(
  server: FakeTwilioServer,
  overrides: { authToken?: string; baseUrl?: string } = {},
) {
  return createTwilioSender({
    provider: 'twilio',
    accountSid: server.accountSid,
    authToken: overrides.authToken ?? server.authToken,
    from: '+15005550006',
    baseUrl: overrides.baseUrl ?? server.baseUrl,
    timeoutMs: 2000,
  });
}
