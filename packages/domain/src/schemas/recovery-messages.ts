/** The account recovery pages' messages, kept free of zod so the pages draw without the schema library (`recovery.ts` validates with them and re-exports them). */
export const recoveryMessages = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long (max. 50)',
  emailInvalid: 'Email is not valid',
  requestInvalid: 'This password change link is invalid or has expired. Please request a new one.',
} as const;
