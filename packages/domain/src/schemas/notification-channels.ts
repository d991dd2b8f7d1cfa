/**
 * The member's notification channels (spec "storefront and account" §2 profile, §4, §5 phone verification, §7):
 * EMAIL and the messaging-app channel CHANNEL_TALK, the Register Phone form's rules and the calls' contracts.
 */
import { z } from 'zod';

/** The Register Phone form's messages (spec §5 'Phone verification', §8) and the server's refusals. */
export const phoneVerificationMessages = {
  countryRequired: 'Country is required',
  phoneRequired: 'Phone is Required',
  phoneFormat: 'Invalid phone number format',
  codeRequired: 'Code is Required',
  codeFormat: 'Code must be 6 digits',
  fillCountryAndPhone: 'Please fill in the country and phone number',
  wrongCode: 'Invalid verification code',
  completed: 'Registration completed',
  codeSent: 'Verification code has been sent to your phone',
  notVerified: 'Verify this channel before turning it on or off',
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManyCodes: 'Too many codes were sent. Please try again later.',
  cannotReceive: 'This phone number cannot receive messages',
  unavailable: 'Messages cannot be sent right now. Please try again in a moment.',
} as const;

export const notificationChannelTypes = ['EMAIL', 'CHANNEL_TALK'] as const;
export type NotificationChannelType = (typeof notificationChannelTypes)[number];

/** The names the Notifications card shows for each channel. */
export const notificationChannelLabels: Record<NotificationChannelType, string> = {
  EMAIL: 'Email',
  CHANNEL_TALK: 'Messaging app',
};

/** A channel as GET /me answers it (spec: Member.notificationChannels). */
const flag = z.boolean();
export const notificationChannelSchema = z.object({
  type: z.enum(notificationChannelTypes),
  enabled: flag,
  verified: flag,
});
export type NotificationChannel = z.output<typeof notificationChannelSchema>;

/** A phone code resend waits this long (spec §9: phone and email code resend countdown 60 s). */
export const PHONE_CODE_RESEND_SECONDS = 60;

/** The spec's phone pattern: optional plus signs, 1 to 4 digits, then digits and hyphens. */
export const phoneNumberPattern = /^\+*\d{1,4}[\d-]*$/;

/** The number a channel is reached at: `+`, the country number and the phone's digits (E.164, at most 15 digits). */
export const idCodePattern = /^\+[1-9]\d{6,14}$/;

/**
 * The idCode of a phone typed in a country: `+`, the country's calling number and the digits, without the trunk
 * prefix (`010-1234-5678` in Korea → `+821012345678`).
 */
export function phoneIdCode(callingCode: string, phone: string): string {
  return `+${callingCode}${phone.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** The Register Phone form's countries: code, name and calling number. */
const countryRows = `
KR|South Korea|82
US|United States|1
CA|Canada|1
JP|Japan|81
CN|China|86
TW|Taiwan|886
HK|Hong Kong|852
SG|Singapore|65
TH|Thailand|66
VN|Vietnam|84
PH|Philippines|63
ID|Indonesia|62
MY|Malaysia|60
IN|India|91
AU|Australia|61
NZ|New Zealand|64
GB|United Kingdom|44
DE|Germany|49
FR|France|33
ES|Spain|34
IT|Italy|39
NL|Netherlands|31
BR|Brazil|55
MX|Mexico|52
`;

export const phoneCountries = countryRows
  .trim()
  .split('\n')
  .map((row) => {
    const [code = '', name = '', callingCode = ''] = row.split('|');
    return { code, name, callingCode };
  });

/** The Register Phone form (its send step checks country and phone; its verify step the code). */
export const registerPhoneFormSchema = z.object({
  country: z.string().min(1, phoneVerificationMessages.countryRequired),
  phone: z
    .string()
    .trim()
    .min(1, { error: phoneVerificationMessages.phoneRequired, abort: true })
    .regex(phoneNumberPattern, phoneVerificationMessages.phoneFormat),
  code: z
    .string()
    .trim()
    .min(1, { error: phoneVerificationMessages.codeRequired, abort: true })
    .regex(/^\d{6}$/, phoneVerificationMessages.codeFormat),
});
export type RegisterPhoneForm = z.input<typeof registerPhoneFormSchema>;

/** Body of PATCH /me/notification-channels: turns a verified channel on or off. */
export const toggleNotificationChannelSchema = z.object({
  type: z.enum(notificationChannelTypes),
  enabled: z.boolean(),
});

/** Body of POST /me/notification-channels: sends a code to the phone to verify it for the messaging channel. */
export const activateNotificationChannelSchema = z.object({
  type: z.literal('CHANNEL_TALK'),
  idCode: z
    .string()
    .trim()
    .max(16, phoneVerificationMessages.phoneFormat)
    .regex(idCodePattern, phoneVerificationMessages.phoneFormat),
});

/** Body of POST /me/notification-channels/verify. */
export const verifyNotificationChannelSchema = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, phoneVerificationMessages.wrongCode),
});

/** Answer of POST /me/notification-channels (the registration awaits its code) and of its verify. */
export const channelStateSchema = z.object({ verified: z.boolean(), enabled: z.boolean() });
