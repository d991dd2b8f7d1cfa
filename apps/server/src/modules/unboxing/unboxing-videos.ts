/**
 * Staff's unboxing videos (`POST /staff/unboxing/{code}/videos`, SCUN02 only): the upload is streamed to the file
 * storage as it arrives and never held in memory. Its first bytes must be MP4 (`ftyp`) or WebM (EBML) or it is
 * refused with 415; past `VIDEO_MAX_BYTES` it is refused with 413; either way nothing is kept. A stored video
 * becomes a private file of the package's member (domain 'package-video', tag UNBOXING_VIDEO) with a VIDEO row on
 * the package (its origin the unboxing request) and a VIDEO history row.
 */
import { randomBytes } from 'node:crypto';
import { statusLabel, unboxingMachine } from '@fanship/domain/requests/status-machines';
import {
  detectVideoType,
  formatBytes,
  UNBOXING_VIDEO_TAG,
  type UnboxingVideo,
  unboxingMessages,
} from '@fanship/domain/warehouse/unboxing';
import { StoredObjectTooLargeError } from '../../adapters/file-storage/file-storage.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertMemberFile, markAttached, memberFileUrl } from '../member-files/index.ts';
import { recordPackageEvent } from '../packages/index.ts';
import type { RequestRow } from '../requests/index.ts';
import { transitionMessages } from '../requests/index.ts';
import { insertPackageVideo } from './unboxing.repository.ts';
import { lockUnboxingPackage } from './unboxing.service.ts';

export const PACKAGE_VIDEO_DOMAIN = 'package-video';
const STORAGE_FOLDER = 'member-files';
/** Bytes read before the type is decided (an MP4's `ftyp` is at 4-7, WebM's EBML header at 0-3). */
const SNIFF_BYTES = 12;
const extensions = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

function assertProcessing(request: RequestRow): void {
  if (request.status !== 'SCUN02') {
    throw new AppError(
      'CONFLICT',
      transitionMessages.notAllowed(statusLabel(unboxingMachine, request.status), 'Upload video'),
    );
  }
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

/** The largest video upload, as the 413 message says it. */
export function videoTooLargeError(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
}

/** Refuses an upload before reading it when its request is not in SCUN02 (404 when there is no such unboxing). */
export function assertVideoUploadOpen(request: RequestRow): void {
  assertProcessing(request);
}

/** Streams one video into storage and records it on the unboxing's package. */
export async function uploadUnboxingVideo(
  context: AppContext,
  found: RequestRow,
  staffId: number,
  source: AsyncIterable<Uint8Array>,
): Promise<UnboxingVideo> {
  assertVideoUploadOpen(found);
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
  const now = context.clock.now();
  try {
    return await context.db.transaction(async (tx) => {
      // Read again under the locks: the request may have moved while the video arrived.
      const { pkg, request } = await lockUnboxingPackage(tx, found);
      assertProcessing(request);
      const file = await insertMemberFile(tx, {
        filename,
        memberId: request.memberId,
        uploadedByMemberId: staffId,
        domain: PACKAGE_VIDEO_DOMAIN,
        tag: UNBOXING_VIDEO_TAG,
        storageKey,
        contentType,
        sizeBytes,
        createdAt: now,
      });
      await markAttached(tx, [file.id], now);
      await insertPackageVideo(tx, { packageId: pkg.id, fileId: file.id, originRequestId: request.id, now });
      await recordPackageEvent(tx, pkg.id, {
        event: 'VIDEO',
        actor: 'staff',
        actorMemberId: staffId,
        note: `Unboxing video added (${request.code})`,
        now,
      });
      return {
        filename,
        url: memberFileUrl(filename),
        contentType,
        sizeBytes,
        createdAt: now.toISOString(),
      };
    });
  } catch (error) {
    await context.fileStorage.delete(storageKey);
    throw error;
  }
}
