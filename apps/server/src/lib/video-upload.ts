/**
 * Staff's video uploads on a request step (an unboxing, a package service's work): the upload (multipart field
 * `file`) is streamed to the file storage as it arrives and never held in memory. A Content-Length far past
 * `VIDEO_MAX_BYTES` is refused unread; its first bytes must be MP4 (`ftyp`) or WebM (EBML) or it is refused with
 * 415; past the limit with 413; either way nothing is kept. The caller records the stored video (`save`), and a
 * refusal there deletes it again.
 */
import { randomBytes } from 'node:crypto';
import { detectVideoType, formatBytes, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import type { FastifyRequest } from 'fastify';
import { StoredObjectTooLargeError } from '../adapters/file-storage/file-storage.ts';
import type { AppContext } from './app-context.ts';
import { AppError } from './app-error.ts';
import { type UploadLimit, withUploadedFile } from './multipart-upload.ts';

/** What a multipart form adds around the file (boundaries, part headers): a Content-Length past the limit by more is refused unread. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
const STORAGE_FOLDER = 'member-files';
/** Bytes read before the type is decided (an MP4's `ftyp` is at 4-7, WebM's EBML header at 0-3). */
const SNIFF_BYTES = 12;
const extensions = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

/** A video in the file storage, not yet recorded anywhere. */
export type StoredVideo = {
  filename: string;
  storageKey: string;
  contentType: keyof typeof extensions;
  sizeBytes: number;
};

/** The largest video upload, as the 413 message says it. */
export function videoTooLargeError(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
}

/**
 * Reads the stream's first bytes, and answers them with a stream of everything (those bytes again, then the
 * rest as it arrives). Stopping the answer stops reading the source.
 */
async function peek(source: AsyncIterable<Uint8Array>, count: number) {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(Buffer.from(next.value));
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* all() {
    try {
      if (first.length > 0) yield first;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      if (!ended) await iterator.return?.();
    }
  }
  const stop = async () => {
    if (!ended) await iterator.return?.();
  };
  return { head: first, stream: all(), stop };
}

/** Streams one video into storage, then hands it to `save`; a `save` that throws leaves nothing stored. */
async function storeVideo<T>(
  context: AppContext,
  source: AsyncIterable<Uint8Array>,
  save: (video: StoredVideo) => Promise<T>,
): Promise<T> {
  const { head, stream, stop } = await peek(source, SNIFF_BYTES);
  const contentType = detectVideoType(head);
  if (!contentType) {
    await stop();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', unboxingMessages.videoType);
  }
  const filename = `${randomBytes(16).toString('hex')}.${extensions[contentType]}`;
  const storageKey = `${STORAGE_FOLDER}/${filename}`;
  const maxBytes = context.config.videoMaxBytes;
  let sizeBytes: number;
  try {
    sizeBytes = await context.fileStorage.putStream(storageKey, stream, contentType, { maxBytes });
  } catch (error) {
    if (error instanceof StoredObjectTooLargeError) throw videoTooLargeError(maxBytes);
    throw error;
  }
  try {
    return await save({ filename, storageKey, contentType, sizeBytes });
  } catch (error) {
    await context.fileStorage.delete(storageKey);
    throw error;
  }
}

/**
 * Receives the video of a staff step's upload: `assertOpen` refuses it before anything is read when the request
 * takes no video now (and again is the caller's to check under its locks, in `save`, which records it).
 */
export async function receiveVideo<T>(
  context: AppContext,
  http: FastifyRequest,
  options: { assertOpen: () => void | Promise<void>; save: (video: StoredVideo) => Promise<T> },
): Promise<T> {
  const maxBytes = context.config.videoMaxBytes;
  const limit: UploadLimit = {
    maxBytes,
    tooLarge: () => videoTooLargeError(maxBytes),
    missing: () => new AppError('BAD_REQUEST', unboxingMessages.videoMissing),
  };
  const length = Number(http.headers['content-length']);
  if (Number.isFinite(length) && length > maxBytes + MULTIPART_ALLOWANCE_BYTES) throw limit.tooLarge();
  if (!http.isMultipart()) throw limit.missing();
  await options.assertOpen();
  // Counted on its way to storage: past the limit it is refused (413) and the storage keeps nothing.
  return withUploadedFile(http, limit, ({ stream }) => storeVideo(context, stream, options.save));
}
