// The email rule without zod, for pages that check an address before their validation code arrives
// (`email.ts` builds the schema from the same pattern and limit and re-exports them).

export const emailMessages = {
  required: 'Email is required',
  tooLong: 'Email is too long (max. 50)',
  invalid: 'Email is not valid',
} as const;

/** The longest email address accepted. */
export const EMAIL_MAX_LENGTH = 50;

/**
 * name@domain.tld: one '@', a domain of dot-separated labels. Each part can match in one way only, so the
 * pattern runs in linear time on any input (the checker in tools/ refuses backtracking patterns).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The trimmed address when `emailSchema` would accept the value, else null. */
export function wellFormedEmail(value: string): string | null {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && emailPattern.test(email) ? email : null;
}
