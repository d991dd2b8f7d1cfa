import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const nulCharacterMessage = 'Text may not contain the NUL character (\\u0000).';
export const loneSurrogateMessage =
  'Text may not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair).';

const MAX_DEPTH = 32;

type TextProblem = 'nul' | 'lone-surrogate';

/** What is wrong with one string: a NUL character, or a lone surrogate (text no database can store). */
function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  // String.prototype.isWellFormed (Node 20): false when a surrogate is missing its pair.
  if (!(text as unknown as { isWellFormed(): boolean }).isWellFormed()) return 'lone-surrogate';
  return undefined;
}

/** The first problem of any string (key or value) in a parsed JSON value, query or params object. */
export function findTextProblem(value: unknown, depth = 0): TextProblem | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, entry] of Object.entries(value)) {
    const problem = textProblem(key) ?? findTextProblem(entry, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether a parsed JSON value, query or params object holds a string with a NUL character anywhere. */
export function containsNulCharacter(value: unknown): boolean {
  return findTextProblem(value) === 'nul';
}

/**
 * Refuses any request whose body, query or path carries a NUL character or a lone surrogate: PostgreSQL
 * cannot store the first (a 500 from whichever query first met it), and the second would be stored as
 * U+FFFD in text, silently changing what was sent, or refused in JSON columns.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findTextProblem(request.body) ?? findTextProblem(request.query) ?? findTextProblem(request.params);
    if (problem === 'nul') throw new AppError('BAD_REQUEST', nulCharacterMessage);
    if (problem === 'lone-surrogate') throw new AppError('BAD_REQUEST', loneSurrogateMessage);
  });
}
