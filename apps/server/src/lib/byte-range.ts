/**
 * The one byte range of a `Range` header (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n`, for a
 * representation of `size` bytes. Answers the range (both ends included, `end` cut at the last byte), 'none' when
 * the header is absent, malformed or asks for several ranges (the whole file is sent, as the RFC allows), or
 * 'unsatisfiable' (416) when it starts past the end or asks for an empty suffix.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'none' | 'unsatisfiable' {
  if (!header) return 'none';
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return 'none';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'none';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'none';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
