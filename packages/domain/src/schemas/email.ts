import { z } from 'zod';

export const emailMessages = {
  required: 'Email is required',
  tooLong: 'Email is too long (max. 50)',
  invalid: 'Email is not valid',
} as const;

/** An email address: trimmed, at most 50 characters, of the form name@domain.tld. */
export const emailSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(50, emailMessages.tooLong)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, emailMessages.invalid);

/** Body of POST /email-verification/send and query of GET /auth/validate-email. */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnly = z.infer<typeof emailOnlySchema>;
