import type { z } from 'zod';

/** One validation issue, with its path joined by dots ('' for the root). */
export type Issue = { path: string; message: string };

/** Every issue a schema reports for an input, in order; [] when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The messages attached to one field, in order (the first is what a form shows). */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return issuesOf(schema, input)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}

/** The issues by field path: the field's last message (a body's errors as one record). */
export function messageByField(schema: z.ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(issuesOf(schema, input).map((issue) => [issue.path, issue.message]));
}

/** The issues by field path: every message of the field, in order. */
export function messagesByField(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of issuesOf(schema, input))
    messages[issue.path] = [...(messages[issue.path] ?? []), issue.message];
  return messages;
}

/** The fields that carry at least one issue, without repeats. */
export function fieldsWithIssues(schema: z.ZodType, input: unknown): string[] {
  return [...new Set(issuesOf(schema, input).map((issue) => issue.path))];
}

/** Parses an input that must be valid; fails the test with the issues when it is not. */
export function parseValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`Expected a valid input, got issues: ${JSON.stringify(issuesOf(schema, input))}`);
  }
  return result.data;
}
