// The sign-up form's texts without zod, so the page can draw before its validation code arrives
// (`sign-up.ts` validates with them and re-exports them).

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
  referralTooLong: 'Referral code is too long (max. 10)',
  referralVerifyRequired: 'Please verify your referral code',
  referralInvalid: 'Invalid referral code',
  referralValid: 'You can use this referral code!',
} as const;
