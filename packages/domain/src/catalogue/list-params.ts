/** List query parameters without zod (the shop page's URL helpers use this in the browser). */

/** Splits a list parameter given repeated (`a=X&a=Y`) or comma-joined (`a=X,Y`) into distinct trimmed values. */
export function splitListParam(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const parts = raw.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [String(entry)]));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}
