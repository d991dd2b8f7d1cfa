import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadAnswer } from '@fanship/domain/catalogue/staff-content';
import type { FastifyRequest } from 'fastify';
import { isValidStorageKey } from '../../adapters/file-storage/file-storage.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { receiveImage } from '../../lib/image-upload.ts';
import {
  deleteStoredFiles,
  findStoredFile,
  insertStoredFile,
  type StoredFileRow,
} from './uploads.repository.ts';

/** The URL prefix uploaded files are served under. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Streams the request's image (type checked from its bytes) into storage and records it; answers where it is served. */
export async function storeUpload(
  context: AppContext,
  memberId: number,
  http: FastifyRequest,
): Promise<UploadAnswer> {
  const image = await receiveImage(context, http, undefined, (stored) =>
    insertStoredFile(
      context.db,
      {
        storageKey: stored.storageKey,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        originalName: stored.originalName,
        uploadedByMemberId: memberId,
      },
      context.clock.now(),
    ).then(() => stored),
  );
  return {
    path: `${UPLOADS_URL_PREFIX}${image.storageKey}`,
    contentType: image.contentType,
    size: image.sizeBytes,
  };
}

/** Opens an uploaded file with its recorded content type; unknown keys are not found. */
export async function openUpload(
  context: AppContext,
  key: string,
): Promise<{ stream: Readable; contentType: string; size: number }> {
  if (!isValidStorageKey(key)) throw notFound();
  const row = await findStoredFile(context.db, key);
  if (!row) throw notFound();
  const object = await context.fileStorage.get(key);
  if (!object) throw notFound();
  return { stream: object.stream, contentType: row.contentType, size: object.meta.size };
}

/** The storage key of an uploaded file's path ('/media/uploads/<key>'), or null for any other address. */
export function uploadKeyOf(path: string): string | null {
  if (!path.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = path.slice(UPLOADS_URL_PREFIX.length);
  return isValidStorageKey(key) ? key : null;
}

/**
 * Copies uploaded files, in order, into one new numbered series under `folder`
 * ('<folder>/<series>/1', '/2', ...), so a single '{cnt}' address template names them all; answers
 * that template and the count. A path that is not a stored upload is a 400 on `field`.
 */
export async function copyUploadsToSeries(
  context: AppContext,
  memberId: number,
  paths: string[],
  options: { folder: string; field: string },
): Promise<{ template: string; count: number }> {
  const sources: StoredFileRow[] = [];
  for (const [index, path] of paths.entries()) {
    const key = uploadKeyOf(path);
    const row = key ? await findStoredFile(context.db, key) : undefined;
    if (!row) throw notAnUpload(index, options.field);
    sources.push(row);
  }
  const series = `${options.folder}/${randomBytes(8).toString('hex')}`;
  const copied: string[] = [];
  try {
    for (const [index, source] of sources.entries()) {
      const key = `${series}/${index + 1}`;
      // Copied inside the store: the bytes never pass through the server.
      if (!(await context.fileStorage.copy(source.storageKey, key))) throw notAnUpload(index, options.field);
      copied.push(key);
      await insertStoredFile(
        context.db,
        {
          storageKey: key,
          contentType: source.contentType,
          sizeBytes: source.sizeBytes,
          originalName: source.originalName,
          uploadedByMemberId: memberId,
        },
        context.clock.now(),
      );
    }
  } catch (error) {
    await removeSeries(context, copied);
    throw error;
  }
  return { template: `${UPLOADS_URL_PREFIX}${series}/{cnt}`, count: sources.length };
}

/**
 * Removes the copies of a series that could not be completed: nothing names a half series, so its files would only
 * take space. Best effort: the failure that stopped the series is what the caller hears about.
 */
async function removeSeries(context: AppContext, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => context.fileStorage.delete(key)));
  await deleteStoredFiles(context.db, keys).catch(() => undefined);
}

function notAnUpload(index: number, field: string): AppError {
  const message = `Image ${index + 1} is not an uploaded file. Please upload it again.`;
  return new AppError('VALIDATION', message, { [field]: message });
}
