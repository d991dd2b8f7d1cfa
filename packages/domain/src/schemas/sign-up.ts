import { z } from 'zod';
import { emailSchema } from './email.ts';
import { passwordMessages, passwordSchema } from './password.ts';
import { signUpMessages } from './sign-up-messages.ts';

export { signUpMessages } from './sign-up-messages.ts';

function personName(required: string, tooLong: string, letters: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(50, { error: tooLong, abort: true })
    .regex(/^[A-Za-z ]+$/, letters);
}

/** A two-letter country code (ISO 3166-1 alpha-2), upper-cased. */
export const countryCodeSchema = z
  .string({ error: signUpMessages.countryRequired })
  .trim()
  .min(1, signUpMessages.countryRequired)
  .max(2, { error: signUpMessages.countryInvalid, abort: true })
  .regex(/^[A-Za-z]{2}$/, signUpMessages.countryInvalid)
  .transform((value) => value.toUpperCase());

/** The 6-digit email verification code. */
export const verificationCodeSchema = z
  .string({ error: signUpMessages.codeRequired })
  .trim()
  .min(1, signUpMessages.codeRequired)
  .max(6, { error: signUpMessages.codeLength, abort: true })
  .regex(/^[0-9]*$/, signUpMessages.codeDigits)
  .length(6, signUpMessages.codeLength);

/** A referral code as typed (at most 10 characters, any letter case): upper-cased; empty means none. */
export const referralCodeInputSchema = z
  .string()
  .trim()
  .max(10, signUpMessages.referralTooLong)
  .transform((value) => (value === '' ? undefined : value.toUpperCase()));

/** Body of POST /auth/sign-up. */
export const signUpSchema = z.object({
  firstName: personName(
    signUpMessages.firstNameRequired,
    signUpMessages.firstNameTooLong,
    signUpMessages.firstNameLetters,
  ),
  lastName: personName(
    signUpMessages.lastNameRequired,
    signUpMessages.lastNameTooLong,
    signUpMessages.lastNameLetters,
  ),
  email: emailSchema,
  password: passwordSchema,
  countryCode: countryCodeSchema,
  verificationCode: verificationCodeSchema,
  /** The code of the friend who invited the member (decision 028): checked again by the server. */
  referralCode: referralCodeInputSchema.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The sign-up form: the payload plus confirm password and the terms checkbox. */
export const signUpFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string().min(1, passwordMessages.confirmRequired),
    agreeToTerms: z
      .boolean({ error: signUpMessages.agreeRequired })
      .refine((value) => value, signUpMessages.agreeRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Answer of POST /auth/sign-up. */
export const signUpResultSchema = z.object({ code: z.string() });
