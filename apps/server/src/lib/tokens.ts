import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a text as 64 hex characters: how tokens, codes and request ids are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A fresh random token of `byteLength` bytes, base64url encoded. */
export function randomToken(byteLength = 32): string {
  return randomBytes(byteLength).toString('base64url');
}

/** Compares two hex digests in constant time. */
export function isSameDigest(first: string, second: string): boolean {
  const left = Buffer.from(first, 'hex');
  const right = Buffer.from(second, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a database error is a unique-constraint violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
