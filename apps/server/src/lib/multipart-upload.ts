/**
 * The one way an upload route reads its file (issue 20): the first part of field `file` of a multipart form,
 * counted byte by byte as it arrives. A file over the route's limit is refused with its 413 whatever the timing:
 * the parser is told to cut one byte past the limit, so an over-limit file always brings `maxBytes + 1` bytes,
 * which the count refuses before they reach the route; a stream the parser cut is refused too, checked after the
 * stream has ended (the parser may mark it cut only after the last chunk was read, as when the limit falls on a
 * chunk boundary and the reader keeps up with a slow sender). Nothing of a refused file reaches storage.
 */
import { MAX_UPLOAD_BYTES, uploadMessages } from '@fanship/domain/catalogue/staff-content';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The upload form field that carries the file. */
export const UPLOAD_FIELD = 'file';

export const malformedUploadMessage = 'The upload is not a complete multipart form. Please try again.';

/** The multipart parser's limits for every upload route: one file (cut one byte past 15 MB), a few small fields. */
export const uploadMultipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  throwFileSizeLimit: true,
};

/** A route's limit and its answers for a file over it and for a form without one. */
export type UploadLimit = { maxBytes: number; tooLarge: () => AppError; missing: () => AppError };

/** The image uploads' limit: 15 MB, with the spec's messages. */
export const imageUploadLimit: UploadLimit = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge),
  missing: () => new AppError('BAD_REQUEST', uploadMessages.missingFile),
};

/** The file as a route gets it: its name and its bytes as they arrive (each chunk already counted). */
export type IncomingFile = { filename: string; stream: AsyncIterable<Uint8Array> };

type FileStream = AsyncIterable<Uint8Array> & { truncated?: boolean };

/** A parser error as the API answers it: a cut file is too large, a broken form is a 400. */
function parserError(error: unknown, limit: UploadLimit): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return limit.tooLarge();
  if (statusCode) return error;
  // The parser's own errors (a body cut short, no boundary) carry no status: the body is at fault.
  return new AppError('BAD_REQUEST', malformedUploadMessage);
}

/**
 * The file's bytes, counted: past `maxBytes` (or cut by the parser) it throws `tooLarge()` once the file has
 * ended, having kept and passed on nothing more. The rest is read and dropped rather than left in the request,
 * which costs nothing: the parser stops the file one byte past the limit.
 */
export async function* countedFile(file: FileStream, limit: UploadLimit): AsyncGenerator<Uint8Array> {
  let received = 0;
  try {
    for await (const chunk of file) {
      received += chunk.length;
      if (received <= limit.maxBytes) yield chunk;
    }
  } catch (error) {
    throw parserError(error, limit);
  }
  if (received > limit.maxBytes || file.truncated) throw limit.tooLarge();
}

/** The first part of field `file` (other parts skipped), or undefined when the form has none. */
async function firstFilePart(parts: ReturnType<FastifyRequest['parts']>, limit: UploadLimit) {
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname === UPLOAD_FIELD) return part;
      // An unread file stream would stall the parser: drain it.
      part.file.resume();
    }
  } catch (error) {
    throw parserError(error, limit);
  }
  return undefined;
}

/**
 * Hands the request's file (the first part of field `file`) to `consume` as a counted stream, and answers what
 * `consume` answers; a request without the file gets `missing()`.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  limit: UploadLimit,
  consume: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw limit.missing();
  // Cut one byte past the limit: the count then sees an over-limit file, however its chunks arrive.
  const part = await firstFilePart(request.parts({ limits: { fileSize: limit.maxBytes + 1 } }), limit);
  if (!part) throw limit.missing();
  return consume({ filename: part.filename, stream: countedFile(part.file, limit) });
}
