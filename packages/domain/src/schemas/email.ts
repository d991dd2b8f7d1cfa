import { z } from 'zod';

export const emailMessages = {
  required: 'Email is required',
  tooLong: 'Email is too long (max. 50)',
  invalid: 'Email is not valid',
} as const;

/**
 * name@domain.tld: one '@', a domain of dot-separated labels. Each part can match in one way only, so the
 * pattern runs in linear time on any input (the checker in tools/ refuses backtracking patterns).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

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
export const emailSchema = emailField(emailMessages);

/** Body of POST /email-verification/send and query of GET /auth/validate-email. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnly = z.infer<typeof emailOnlySchema>;
