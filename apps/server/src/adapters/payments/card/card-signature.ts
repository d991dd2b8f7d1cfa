import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card provider's (PortOne's payment-link API) signatures: a set of fields written as a query string with the
 * keys sorted and the values escaped as Go's `url.QueryEscape` does (space as '+', everything but letters, digits
 * and `-_.~` percent-encoded), signed with HMAC-SHA256 under the merchant secret and written in base64. Payment
 * requests, webhooks and redirects are signed this way, each over its own fields.
 */
export function signFields(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalQuery(fields)).digest('base64');
}

/** The message `signFields` signs: 'amount=12.5&client_key=...' with sorted keys. */
export function canonicalQuery(fields: Record<string, string>): string {
  return Object.keys(fields)
    .sort()
    .map((key) => `${queryEscape(key)}=${queryEscape(fields[key] ?? '')}`)
    .join('&');
}

function queryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Compares a received signature with the expected one in constant time. */
export function isSameSignature(expected: string, received: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const receivedBytes = Buffer.from(received, 'utf8');
  return expectedBytes.length === receivedBytes.length && timingSafeEqual(expectedBytes, receivedBytes);
}

/**
 * A decimal amount as the provider writes it (12.34 for 1234 cents). Dividing integer cents by 100 gives the double
 * nearest the two-decimal value, so it prints as written.
 */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`Cents must be a whole amount, got ${cents}`);
  return cents / 100;
}

export const tokenIssuer = 'PORTONE';

/**
 * The bearer token of the provider's API: a JWT signed HS256 with the merchant secret, issuer 'PORTONE', subject
 * the merchant key, as the provider's documentation has merchants make it (no secret on the wire).
 */
export function mintAccessToken(
  merchantKey: string,
  secret: string,
  issuedAt: number,
  expiresAt: number,
): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: tokenIssuer, sub: merchantKey, iat: issuedAt, exp: expiresAt }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
