import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailMessages, emailPattern } from './email-rules.ts';

export { EMAIL_MAX_LENGTH, emailMessages, emailPattern, wellFormedEmail } from './email-rules.ts';

/** An email field with the given messages: trimmed, at most `max` characters, then the pattern. */
export function emailField(messages: { required: string; tooLong: string; invalid: string }, max = 50) {
  return (
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      // A value over the limit stops here: no pattern ever runs on an unbounded string.
      .max(max, { error: messages.tooLong, abort: true })
      .regex(emailPattern, messages.invalid)
  );
}

/** An email address: trimmed, at most 50 characters, of the form name@domain.tld. */
export const emailSchema = emailField(emailMessages, EMAIL_MAX_LENGTH);

/** Body of POST /email-verification/send and query of GET /auth/validate-email. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnly = z.infer<typeof emailOnlySchema>;
