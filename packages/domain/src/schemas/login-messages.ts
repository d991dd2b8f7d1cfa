// The login page's texts and redirect rule without zod, so the page can draw before its validation code arrives.

export const loginMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooLong: 'Username is too long (max. 50)',
  passwordTooLong: 'Password is too long (max. 100)',
  wrongCredentials: 'Username or password is incorrect.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Keeps a post-login redirect on this site: only a path starting with a single slash is honoured. */
export function safeRedirectPath(redirect: string | null | undefined, fallback = '/'): string {
  if (!redirect) return fallback;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  if ([...redirect].some((character) => character.charCodeAt(0) < 32)) return fallback;
  return redirect;
}
