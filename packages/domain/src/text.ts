/**
 * Removes every trailing `character` from the text. A loop instead of a pattern such as `/\/+$/`, which
 * retries from every position of a long run and so takes quadratic time on hostile input.
 */
export function trimTrailing(text: string, character: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === character) end--;
  return text.slice(0, end);
}

/** Removes every leading and trailing `character` from the text. */
export function trimBoth(text: string, character: string): string {
  let start = 0;
  while (start < text.length && text[start] === character) start++;
  return trimTrailing(text.slice(start), character);
}
