/** The password rules' messages, kept free of zod so forms can show them without the schema library (`password.ts` validates with them and re-exports them). */
export const passwordMessages = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password is too long (max. 30)',
  special: 'Password must contain at least one special character (! @ # $ % ^ & * ?)',
  number: 'Password must contain at least one number',
  letter: 'Password must contain at least one letter',
  allowed: 'Password can only contain English letters, numbers and ! @ # $ % ^ & * ?',
  confirmRequired: 'Confirm password is required',
  mismatch: 'Passwords do NOT match',
  mismatchOnSubmit: 'Password and Confirm Password must be the same',
} as const;
