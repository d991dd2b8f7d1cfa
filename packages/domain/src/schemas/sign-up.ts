import { z } from 'zod';
import { emailSchema } from './email.ts';
import { passwordMessages, passwordSchema } from './password.ts';

export const signUpMessages = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name is too long (max. 50)',
  firstNameLetters: 'First name must contain only English letters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name is too long (max. 50)',
  lastNameLetters: 'Last name must contain only English letters',
  codeRequired: 'Verification code is required',
  codeLength: 'Verification code must be 6 digits',
  codeDigits: 'Only numbers are allowed',
  countryRequired: 'Country is required',
  countryInvalid: 'Invalid country code',
  agreeRequired: 'This checkbox is required',
  emailInUse: 'Email is already in use',
  emailChecking: 'Please wait while we verify your email',
  emailVerificationRequired: 'Email verification is required',
  enterValidEmail: 'Please enter a valid email',
  codeSent: 'Verification code has been sent to your email',
  codeSendFailed: 'Failed to send verification code',
} as const;

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
