import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type UploadAnswer, uploadMessages } from '@fanship/domain/catalogue/staff-content';
import { isValidStorageKey } from '../../adapters/file-storage/file-storage.ts';
import { detectImageType, extensionOf } from '../../adapters/file-storage/image-type.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findStoredFile, insertStoredFile, type StoredFileRow } from './uploads.repository.ts';

/** The URL prefix uploaded files are served under. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Stores an uploaded image (type checked from its bytes) and records it; answers where it is served. */
export async function storeUpload(
  context: AppContext,
  memberId: number,
  file: { bytes: Buffer; filename: string },
): Promise<UploadAnswer> {
  const contentType = detectImageType(file.bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType);
  const key = `${randomBytes(16).toString('hex')}.${extensionOf[contentType]}`;
  await context.fileStorage.put(key, file.bytes, contentType);
  try {
    await insertStoredFile(
      context.db,
      {
        storageKey: key,
        contentType,
        sizeBytes: file.bytes.length,
        originalName: file.filename.slice(0, 255),
        uploadedByMemberId: memberId,
      },
      context.clock.now(),
    );
  } catch (error) {
    await context.fileStorage.delete(key);
    throw error;
  }
  return { path: `${UPLOADS_URL_PREFIX}${key}`, contentType, size: file.bytes.length };
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

async function readStoredBytes(context: AppContext, key: string): Promise<Buffer | null> {
  const object = await context.fileStorage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
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
  const sources: { row: StoredFileRow; bytes: Buffer }[] = [];
  for (const [index, path] of paths.entries()) {
    const key = uploadKeyOf(path);
    const row = key ? await findStoredFile(context.db, key) : undefined;
    const bytes = row && key ? await readStoredBytes(context, key) : null;
    if (!row || !bytes) {
      const message = `Image ${index + 1} is not an uploaded file. Please upload it again.`;
      throw new AppError('VALIDATION', message, { [options.field]: message });
    }
    sources.push({ row, bytes });
  }
  const series = `${options.folder}/${randomBytes(8).toString('hex')}`;
  for (const [index, source] of sources.entries()) {
    const key = `${series}/${index + 1}`;
    await context.fileStorage.put(key, source.bytes, source.row.contentType);
    await insertStoredFile(
      context.db,
      {
        storageKey: key,
        contentType: source.row.contentType,
        sizeBytes: source.bytes.length,
        originalName: source.row.originalName,
        uploadedByMemberId: memberId,
      },
      context.clock.now(),
    );
  }
  return { template: `${UPLOADS_URL_PREFIX}${series}/{cnt}`, count: sources.length };
}
