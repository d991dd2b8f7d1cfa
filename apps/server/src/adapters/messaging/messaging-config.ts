import { trimTrailing } from '@fanship/domain/text';
import { z } from 'zod';

/** Twilio's REST API host. */
export const twilioApiUrl = 'https://api.twilio.com';

/**
 * How messages (phone codes, notices on the messaging channel) leave: through Twilio Programmable Messaging
 * (MESSAGING=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and optionally TWILIO_API_URL), or, the
 * default outside production, into the development mailbox. In production without Twilio nothing can be sent.
 */
export type MessagingConfig =
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      from: string;
      baseUrl: string;
      timeoutMs: number;
    }
  | { provider: 'mailbox' }
  | { provider: 'none' };

const text = z.string().trim().min(1, 'must not be empty');
const messagingEnvironmentSchema = z.object({
  MESSAGING: z.enum(['twilio', 'mailbox'], { error: 'must be twilio or mailbox' }).optional(),
  TWILIO_ACCOUNT_SID: text.optional(),
  TWILIO_AUTH_TOKEN: text.optional(),
  TWILIO_FROM: text.optional(),
  TWILIO_API_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'must be a URL starting with http:// or https://',
    })
    .optional(),
});

/** Reads the messaging variables from the (non-empty) environment; `fail` reports a bad one. */
export function readMessagingConfig(
  environment: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test',
  fail: (message: string) => never,
): MessagingConfig {
  const result = messagingEnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'MESSAGING');
    return fail(`${name} ${issue?.message ?? 'is invalid'} (got '${environment[name]}')`);
  }
  const env = result.data;
  const provider = env.MESSAGING ?? (nodeEnv === 'production' ? undefined : 'mailbox');
  if (provider === 'mailbox') {
    if (nodeEnv === 'production') return fail('MESSAGING=mailbox is for development only');
    return { provider };
  }
  if (provider === undefined) return { provider: 'none' };
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) {
    return fail('MESSAGING=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return {
    provider,
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    baseUrl: trimTrailing(env.TWILIO_API_URL ?? twilioApiUrl, '/'),
    timeoutMs: 10_000,
  };
}
