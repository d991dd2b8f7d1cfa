import { z } from 'zod';

export const loginMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooLong: 'Username is too long (max. 50)',
  passwordTooLong: 'Password is too long (max. 100)',
  wrongCredentials: 'Username or password is incorrect.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Body of POST /auth/sign-in: the member code (or email) and the password. */
export const signInSchema = z.object({
  username: z
    .string({ error: loginMessages.usernameRequired })
    .trim()
    .min(1, loginMessages.usernameRequired)
    .max(50, loginMessages.usernameTooLong),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(100, loginMessages.passwordTooLong),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Keeps a post-login redirect on this site: only a path starting with a single slash is honoured. */
export function safeRedirectPath(redirect: string | null | undefined, fallback = '/'): string {
  if (!redirect) return fallback;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  if ([...redirect].some((character) => character.charCodeAt(0) < 32)) return fallback;
  return redirect;
}
