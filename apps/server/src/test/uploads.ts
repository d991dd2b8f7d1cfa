import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { multipart, png } from '../lib/multipart-body.ts';
import type { TestApp, TestMember } from './app.ts';

export { multipart, png } from '../lib/multipart-body.ts';

/**
 * The body of `multipart`, sent as a slow client sends it (issue 20): the form's head and the file's first
 * `splitAt` bytes in one chunk, then a pause, then the rest. Timers run only once the server has read all it was
 * given, so the rest always reaches a reader that has caught up: a split at a parser's size limit is where a
 * reader that looks for the cut only while reading chunks misses it.
 */
export function slowMultipart(filename: string, bytes: Buffer, splitAt: number, contentType = 'image/png') {
  const { payload, headers } = multipart(filename, bytes, contentType);
  const cut = payload.indexOf('\r\n\r\n') + 4 + splitAt;
  async function* chunks() {
    yield payload.subarray(0, cut);
    await new Promise((resolve) => setTimeout(resolve, 20));
    yield payload.subarray(cut);
  }
  return { payload: Readable.from(chunks(), { objectMode: false }), headers };
}

/** A PNG a byte over the 15 MB every upload route takes (the refusal is 413 'File size cannot exceed 15MB'). */
export function oversizedPng(): Buffer {
  return Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024)]);
}

/**
 * The member files of `domain` (`POST /uploads/member-files?domain=`) refuse bytes that are not an image, though
 * named and typed as a PNG (415), and an image over 15 MB (413, the spec's message).
 */
export async function expectMemberFileRefusals(t: TestApp, cookie: string, domain: string): Promise<void> {
  const url = `/api/uploads/member-files?domain=${domain}`;
  const text = await t.upload(
    url,
    multipart('fake.png', Buffer.from('not an image at all'), 'image/png'),
    cookie,
  );
  expect(text.statusCode).toBe(415);
  const tooBig = await t.upload(url, multipart('big.png', oversizedPng()), cookie);
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json().message).toBe('File size cannot exceed 15MB');
}

/** Uploads an image as a member does before sending a request that names it (`POST /api/uploads/member-files`). */
export async function uploadMemberImage<Tag extends string = string>(
  t: TestApp,
  member: TestMember,
  domain: string,
): Promise<{ filename: string; tag: Tag; url: string }> {
  const response = await t.inject({
    method: 'POST',
    url: `/api/uploads/member-files?domain=${domain}`,
    cookie: member.cookie,
    ...multipart('photo.png', png),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The start of an MP4 (an `ftyp` box) followed by `size` bytes of filler. */
export function mp4(size = 1000): Buffer {
  const ftyp = Buffer.from([
    0,
    0,
    0,
    0x18,
    ...Buffer.from('ftypisom'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}
