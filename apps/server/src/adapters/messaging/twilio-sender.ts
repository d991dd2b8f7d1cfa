import { type MessageSender, MessagingError } from './message-sender.ts';
import type { MessagingConfig } from './messaging-config.ts';

type TwilioConfig = Extract<MessagingConfig, { provider: 'twilio' }>;

/** Twilio's longest message body. */
const MAX_BODY = 1600;

/**
 * Twilio error codes that mean the recipient is the problem, not us: 21211 not a valid 'To' number, 21408 region
 * not enabled, 21610 the recipient unsubscribed, 21612 cannot route to the number, 21614 not a mobile number.
 */
const recipientErrors = new Set([21211, 21408, 21610, 21612, 21614]);

/** The error body Twilio answers with: `{ code, message, more_info, status }`. */
function twilioError(body: unknown): { code?: number; message?: string } {
  return body && typeof body === 'object' ? (body as { code?: number; message?: string }) : {};
}

/**
 * A client of Twilio Programmable Messaging: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded To, From and Body, HTTP basic auth with the account SID and auth token; 201 with the message's `sid`.
 * A 400 naming the recipient is `recipient-refused`; any other refusal (401 keys, 429 rate limit, 5xx), no answer in
 * time or an unreachable host is `unavailable`.
 */
export function createTwilioSender(config: TwilioConfig): MessageSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    sendMessage: async (to, text) => {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: config.from, Body: text.slice(0, MAX_BODY) }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new MessagingError('unavailable', `Twilio could not be reached: ${(error as Error).message}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        if (typeof (body as { sid?: unknown } | undefined)?.sid === 'string') return;
        throw new MessagingError('unavailable', `Twilio answered ${response.status} without a message sid`);
      }
      const { code, message } = twilioError(body);
      const reason =
        response.status === 400 && code && recipientErrors.has(code) ? 'recipient-refused' : 'unavailable';
      throw new MessagingError(
        reason,
        `Twilio refused the message (${response.status} ${code ?? ''} ${message ?? ''})`,
      );
    },
  };
}
