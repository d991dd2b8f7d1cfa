/**
 * Staff's video uploads on a request step (an unboxing, a package service's work): the upload (multipart field
 * `file`) is streamed to the file storage as it arrives and never held in memory. A Content-Length far past
 * `VIDEO_MAX_BYTES` is refused unread; its first bytes must be MP4 (`ftyp`) or WebM (EBML) or it is refused with
 * 415; past the limit with 413; either way nothing is kept (`sniffed-upload.ts`, shared with image uploads). The caller records the stored video (`save`), and a
 * refusal there deletes it again.
 */
import { detectVideoType, formatBytes, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './app-context.ts';
import { AppError } from './app-error.ts';
import { type UploadLimit, withUploadedFile } from './multipart-upload.ts';
import { type SniffedFile, type SniffedUploadRule, storeSniffedUpload } from './sniffed-upload.ts';

/** What a multipart form adds around the file (boundaries, part headers): a Content-Length past the limit by more is refused unread. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
const STORAGE_FOLDER = 'member-files';
/** Bytes read before the type is decided (an MP4's `ftyp` is at 4-7, WebM's EBML header at 0-3). */
const SNIFF_BYTES = 12;
const extensions = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

/** A video in the file storage, not yet recorded anywhere. */
export type StoredVideo = SniffedFile<keyof typeof extensions>;

const videoRule: SniffedUploadRule<keyof typeof extensions> = {
  sniffBytes: SNIFF_BYTES,
  detect: detectVideoType,
  extensionOf: extensions,
  unsupported: () => new AppError('UNSUPPORTED_MEDIA_TYPE', unboxingMessages.videoType),
  folder: STORAGE_FOLDER,
};

/** The largest video upload, as the 413 message says it. */
export function videoTooLargeError(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
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
  return withUploadedFile(http, limit, ({ stream }) =>
    storeSniffedUpload(context, stream, videoRule, limit, options.save),
  );
}
