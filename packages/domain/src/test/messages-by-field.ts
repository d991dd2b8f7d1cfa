import type { z } from 'zod';
import { issuesOf } from './issues.ts';

/** The messages a schema gives an input, by field path ('' for the root); {} when the input is valid. */
export function messagesByField(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const issue of issuesOf(schema, input))
    found[issue.path] = [...(found[issue.path] ?? []), issue.message];
  return found;
}
