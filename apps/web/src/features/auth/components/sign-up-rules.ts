import type { SignUpForm } from '@fanship/domain/schemas/sign-up';

/** Sign Up is enabled only when names, email, password, country, agreement, a sent code and a typed code are all there. */
export function canSubmitSignUp(values: Partial<SignUpForm>, isCodeSent: boolean): boolean {
  const isFilled = (value: string | undefined) => Boolean(value?.trim());
  return (
    isFilled(values.firstName) &&
    isFilled(values.lastName) &&
    isFilled(values.email) &&
    isFilled(values.password) &&
    isFilled(values.countryCode) &&
    values.agreeToTerms === true &&
    isCodeSent &&
    isFilled(values.verificationCode)
  );
}

/** Keeps only digits of a typed verification code, at most six. */
export function normaliseVerificationCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
