/**
 * The hostile inputs the API fuzz suite sends: values for one JSON body field, one query parameter or one
 * path parameter, and whole bodies no client should send. Everything is fixed text (no randomness), so a
 * failure names a case that reproduces exactly.
 */

/** One hostile JSON value, as the raw JSON text spliced into an otherwise valid body. */
export type HostileJson = { kind: string; json: string };

/** One hostile query or path value, as raw (already percent-encoded) URL text. */
export type HostileUrlValue = { kind: string; raw: string };

/** A whole request body: its content type (none when undefined) and its bytes. */
export type HostileBody = { kind: string; contentType?: string; payload: string | Buffer };

/** The big strings are sent at this size first and at HUGE_BYTES only when the small one was quick. */
export const LARGE_BYTES = 50 * 1024;
/** Just under the 1 MB body limit, so the field (not the limit) is what the server has to deal with. */
export const HUGE_BYTES = 900 * 1024;

/** Shapes of long text that make badly written regular expressions backtrack. */
export const longStringShapes: { kind: string; make: (bytes: number) => string; sizes: number[] }[] = [
  // Plain text up to just under the body limit (50 KB first: a quadratic handler would stall on 900 KB).
  { kind: 'letters', make: (bytes) => 'a'.repeat(bytes), sizes: [LARGE_BYTES, HUGE_BYTES] },
  // The email shape of issue 7: an at-sign, a long run of dots, another at-sign (quadratic in a bad pattern).
  { kind: 'email-dots', make: (bytes) => `a@${'.'.repeat(bytes - 3)}@`, sizes: [LARGE_BYTES] },
  // Leading blanks before a non-blank: what trimming patterns such as /\s+$/ backtrack on.
  { kind: 'spaces-then-letter', make: (bytes) => `${' '.repeat(bytes - 1)}x`, sizes: [LARGE_BYTES] },
];

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';
const ALL: FieldType[] = ['string', 'number', 'boolean', 'array', 'object'];
const value = (kind: string, json: string, types: FieldType[] = ALL) => ({ kind, json, types });

/**
 * Hostile values for one JSON body field, each tagged with the field types it is worth sending to (a string
 * field refuses every number the same way, so it gets one number, while a number field gets them all).
 * The big strings come from `longStringShapes` separately.
 */
const taggedJsonValues = [
  value('null', 'null'),
  value('2^63', '9223372036854775808'),
  value('empty string', '""'),
  value('__proto__ object', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
  value('NUL', '"a\\u0000b"'),
  value('lone high surrogate', '"a\\ud800b"'),
  value('deep arrays (5000)', deepArrays(5000)),
  value('deep objects (5000)', deepObjects(5000)),
  value('true', 'true', ['number', 'string', 'array', 'object']),
  value('empty array', '[]', ['number', 'boolean', 'array', 'object']),
  value('empty object', '{}', ['number', 'boolean', 'array']),
  value('zero', '0', ['number', 'boolean']),
  value('negative', '-1', ['number']),
  value('fraction', '1.5', ['number']),
  value('2^31', '2147483648', ['number']),
  value('-2^31-1', '-2147483649', ['number']),
  value('2^53+1', '9007199254740993', ['number']),
  value('-2^63-1', '-9223372036854775809', ['number']),
  value('1e308', '1e308', ['number']),
  value('1e309 (Infinity)', '1e309', ['number']),
  value('string -1', '"-1"', ['number']),
  value('string 2^31', '"2147483648"', ['number']),
  value('string 2^63', '"9223372036854775808"', ['number', 'string']),
  value('string NaN', '"NaN"', ['number']),
  value('string 1e309', '"1e309"', ['number']),
  value('string true', '"true"', ['boolean']),
  value('blank string', '"   "', ['string']),
  value('lone low surrogate', '"\\udc00"', ['string']),
  value('path traversal', '"../../etc/passwd"', ['string']),
  value('markup and SQL', `"<script>alert(1)</script>'; DROP TABLE members; --"`, ['string']),
  value('control and bidi characters', '"\\u0007\\b\\u001b[31m\\u202e\\ufeff\\r\\n"', ['string']),
  value('emoji', `"${'😀'.repeat(60)}"`, ['string']),
  value('array of string', '["a"]', ['array']),
  value('array of 50000 zeros', `[${new Array(50_000).fill('0').join(',')}]`, ['array']),
];

/** The hostile values worth sending to a field of the given JSON schema type. */
export function hostileJsonValuesFor(type: string | undefined): HostileJson[] {
  const fieldType: FieldType =
    type === 'integer' || type === 'number'
      ? 'number'
      : type === 'boolean' || type === 'array' || type === 'object'
        ? type
        : 'string';
  return taggedJsonValues
    .filter((entry) => entry.types.includes(fieldType))
    .map(({ kind, json }) => ({ kind, json }));
}

/** Hostile values for a query or path parameter, percent-encoded as a client could put them in a URL. */
const taggedUrlValues: (HostileUrlValue & { numeric?: true })[] = [
  { kind: 'empty', raw: '' },
  { kind: 'word', raw: 'abc' },
  { kind: '2^63', raw: '9223372036854775808' },
  { kind: 'zero', raw: '0', numeric: true },
  { kind: 'negative', raw: '-1', numeric: true },
  { kind: 'fraction', raw: '1.5', numeric: true },
  { kind: '2^31', raw: '2147483648', numeric: true },
  { kind: '2^53+1', raw: '9007199254740993', numeric: true },
  { kind: '1e309', raw: '1e309', numeric: true },
  { kind: 'NaN', raw: 'NaN', numeric: true },
  { kind: 'Infinity', raw: 'Infinity', numeric: true },
  { kind: 'hex', raw: '0x10', numeric: true },
  { kind: 'true', raw: 'true', numeric: true },
  { kind: 'NUL', raw: 'a%00b' },
  { kind: 'lone surrogate (CESU-8 bytes)', raw: '%ED%A0%80' },
  { kind: 'truncated UTF-8', raw: '%F0%9F' },
  { kind: 'bare percent', raw: '%' },
  { kind: 'malformed escape', raw: '%zz' },
  { kind: 'path traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { kind: 'dot dot', raw: '..' },
  { kind: 'emoji', raw: '%F0%9F%98%80' },
  { kind: 'blank', raw: '%20%20' },
  { kind: 'JSON-looking', raw: '%7B%22a%22%3A1%7D' },
  // The longest path parameter the router passes on (Fastify's maxParamLength): a handler's own limit is below.
  { kind: 'length 100', raw: 'a'.repeat(100) },
  { kind: 'length 101', raw: 'a'.repeat(101) },
  { kind: 'length 8000', raw: 'a'.repeat(8000) },
  { kind: 'email dots 8000', raw: `a%40${'.'.repeat(8000)}%40` },
];

/** The hostile URL values worth sending to a parameter of the given type (text gets one number, not ten). */
export function hostileUrlValuesFor(type: string | undefined): HostileUrlValue[] {
  const numeric = type === 'integer' || type === 'number' || type === 'boolean';
  return taggedUrlValues.filter((entry) => numeric || !entry.numeric).map(({ kind, raw }) => ({ kind, raw }));
}

/** A multipart body with the given boundary and parts (each part a header block and content). */
function multipart(boundary: string, parts: { headers: string; content: string | Buffer }[], end = true) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = 'fuzzBoundary7f3a';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const filePart = (filename: string, content: string | Buffer, field = 'file') => ({
  headers: `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png`,
  content,
});

/** Multipart bodies: complete, truncated and garbled (the upload route meets them; the others refuse them). */
export const hostileMultipartBodies: HostileBody[] = [
  {
    kind: 'multipart: one small file',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes)]),
  },
  {
    kind: 'multipart: truncated in the file',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes)]).subarray(0, 150),
  },
  {
    kind: 'multipart: truncated in the part headers',
    contentType: multipartType,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filen`),
  },
  {
    kind: 'multipart: no closing boundary',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes)], false),
  },
  { kind: 'multipart: empty body', contentType: multipartType, payload: '' },
  {
    kind: 'multipart: no boundary parameter',
    contentType: 'multipart/form-data',
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes)]),
  },
  {
    kind: 'multipart: boundary does not match',
    contentType: 'multipart/form-data; boundary=other',
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes)]),
  },
  {
    kind: 'multipart: garbage',
    contentType: multipartType,
    payload: Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d, 0x0d]),
  },
  {
    kind: 'multipart: empty file',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', '')]),
  },
  {
    kind: 'multipart: traversal and NUL in the file name',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('../../etc/passwd\u0000.png', pngBytes)]),
  },
  {
    kind: 'multipart: two files',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes), filePart('b.png', pngBytes)]),
  },
  {
    kind: 'multipart: file under another field name, then none',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [filePart('a.png', pngBytes, 'other')]),
  },
  {
    kind: 'multipart: text fields only',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [
      { headers: 'Content-Disposition: form-data; name="file"', content: 'not a file' },
    ]),
  },
  {
    kind: 'multipart: 100 KB field',
    contentType: multipartType,
    payload: multipart(BOUNDARY, [
      { headers: 'Content-Disposition: form-data; name="note"', content: 'a'.repeat(100_000) },
    ]),
  },
  {
    kind: 'multipart: 30 parts',
    contentType: multipartType,
    payload: multipart(
      BOUNDARY,
      Array.from({ length: 30 }, (_, index) => ({
        headers: `Content-Disposition: form-data; name="f${index}"`,
        content: 'x',
      })),
    ),
  },
];

/**
 * Whole bodies that are not the JSON object the route expects; `valid` is the route's valid-looking body
 * as JSON text (or `{}` for routes without a body schema). Invalid JSON comes first: the runner uses its
 * answer to tell whether a guard refuses the request before the body is read.
 */
export function hostileWholeBodies(valid: string): HostileBody[] {
  const json = 'application/json';
  return [
    { kind: 'invalid JSON', contentType: json, payload: '{"a":' },
    {
      kind: 'truncated JSON',
      contentType: json,
      payload: valid.slice(0, Math.max(1, Math.floor(valid.length / 2))),
    },
    { kind: 'JSON with trailing garbage', contentType: json, payload: `${valid}}` },
    { kind: 'single quotes', contentType: json, payload: "{'a':1}" },
    { kind: 'empty JSON body', contentType: json, payload: '' },
    { kind: 'whitespace JSON body', contentType: json, payload: ' \n ' },
    { kind: 'JSON null', contentType: json, payload: 'null' },
    { kind: 'JSON array instead of object', contentType: json, payload: `[${valid}]` },
    { kind: 'JSON string', contentType: json, payload: '"text"' },
    { kind: 'JSON number', contentType: json, payload: '42' },
    { kind: 'JSON with a lone surrogate key', contentType: json, payload: '{"\\ud800":1}' },
    {
      kind: 'JSON with duplicate keys',
      contentType: json,
      payload: `${valid.slice(0, -1)}${valid.length > 2 ? ',' : ''}"a":1,"a":2}`,
    },
    { kind: '__proto__ body', contentType: json, payload: '{"__proto__":{"role":"admin","isAdmin":true}}' },
    {
      kind: 'invalid UTF-8 bytes',
      contentType: json,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { kind: 'byte order mark', contentType: json, payload: `\ufeff${valid}` },
    { kind: 'deep arrays (5000)', contentType: json, payload: deepArrays(5000) },
    { kind: 'deep arrays (100000)', contentType: json, payload: deepArrays(100_000) },
    { kind: 'deep objects (50000)', contentType: json, payload: deepObjects(50_000) },
    { kind: 'over the 1 MB limit', contentType: json, payload: `{"a":"${'a'.repeat(1_100_000)}"}` },
    {
      kind: 'JSON as UTF-16',
      contentType: 'application/json; charset=utf-16',
      payload: Buffer.from(valid, 'utf16le'),
    },
    { kind: 'JSON without content type', payload: valid },
    { kind: 'text/plain', contentType: 'text/plain', payload: valid },
    {
      kind: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&b=%00&c[d]=2',
    },
    {
      kind: 'XML',
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    { kind: 'garbage content type', contentType: ';;;=/', payload: valid },
    ...hostileMultipartBodies,
  ];
}
