import { z } from 'zod';
import { emailPattern } from './email.ts';

// A missing or too long value gets that message alone (abort), not a format message as well.
function text(label: string, max: number, tooLong = `${label} is too long (max. ${max})`) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: tooLong, abort: true });
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (max. ${max})`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Messages for the recipient's contact details, in the spec's words for the same checks elsewhere. */
export const addressContactMessages = {
  emailInvalid: 'Recipient email is not valid',
  phoneInvalid: 'Invalid phone number format',
} as const;

/** Fewest digits a phone number may hold (a local number without the country code is at least this long). */
export const MIN_PHONE_DIGITS = 5;

/**
 * A phone number: digits, with spaces, a leading +, hyphens and parentheses allowed, and at least 5 digits
 * ('+82 (10) 1234-5678', '010-1234-5678').
 */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s()-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/** Body of POST and PATCH /me/addresses: the address form with the spec's rules. */
export const addressSchema = z.object({
  nickname: text('Address nickname', 100),
  countryCode: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .max(2, { error: 'Invalid country code', abort: true })
    .regex(/^[A-Za-z]{2}$/, 'Invalid country code')
    .transform((value) => value.toUpperCase()),
  city: text('City', 100),
  state: text('State', 100),
  zipCode: text('Zip code', 10),
  line1: text('Address line 1', 100),
  line2: optionalText('Address line 2', 100),
  phone: text('Phone', 20).refine(isPhoneNumber, addressContactMessages.phoneInvalid),
  recipientName: text('Recipient name', 100),
  recipientEmail: text('Recipient email', 50).regex(emailPattern, addressContactMessages.emailInvalid),
  taxId: optionalText('Tax ID', 20),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressFields = z.output<typeof addressSchema>;

/** An address as the API returns it. */
export type Address = AddressFields & { id: number; createdAt: string; updatedAt: string };

export const addressDeleteFailedMessage = (message: string) => `Failed to Delete (${message})`;
