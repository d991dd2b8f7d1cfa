/**
 * The login address that returns to a path (`/login?redirect=…`), flagged `&expired=1` when the session had
 * expired. Pages that send a visitor to log in before an action (purchases) and the login guard use it.
 */
export function loginPathFor(path: string, isExpired = false): string {
  const search = new URLSearchParams({ redirect: path });
  if (isExpired) search.set('expired', '1');
  return `/login?${search.toString()}`;
}
