import { z } from 'zod';

/** An environment variable holding an http:// or https:// URL. */
export const httpUrlVariable = () =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'must be a URL starting with http:// or https://',
    });

/**
 * Parses the (non-empty) environment with an adapter's schema; the first bad variable goes to `fail` as
 * "NAME message (got 'value')", config.ts's one-line start-up error.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  environment: Record<string, string | undefined>,
  fail: (message: string) => never,
): z.infer<Schema> {
  const result = schema.safeParse(environment);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const value = environment[name];
  return fail(`${name} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got '${value}')`}`);
}
