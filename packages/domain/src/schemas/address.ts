import { z } from 'zod';

function text(label: string, max: number, tooLong = `${label} is too long (max. ${max})`) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (max. ${max})`)
    .nullish()
    .transform((value) => (value ? value : null));
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
  phone: text('Phone', 20),
  recipientName: text('Recipient name', 100),
  recipientEmail: text('Recipient email', 50),
  taxId: optionalText('Tax ID', 20),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressFields = z.output<typeof addressSchema>;

/** An address as the API returns it. */
export type Address = AddressFields & { id: number; createdAt: string; updatedAt: string };

export const addressDeleteFailedMessage = (message: string) => `Failed to Delete (${message})`;
