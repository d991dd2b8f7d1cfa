import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const nulCharacterMessage = 'Text may not contain the NUL character (\\u0000).';

const MAX_DEPTH = 32;

/** Whether a parsed JSON value, query or params object holds a string with a NUL character anywhere. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNulCharacter(entry, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses any request whose body, query or path carries a NUL character: PostgreSQL cannot store it in
 * text, so it would otherwise surface as a 500 from whichever query first meets it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      containsNulCharacter(request.body) ||
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.params)
    ) {
      throw new AppError('BAD_REQUEST', nulCharacterMessage);
    }
  });
}
