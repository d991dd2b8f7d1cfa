import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type UploadAnswer, uploadMessages } from '@fanship/domain/catalogue/staff-content';
import { isValidStorageKey } from '../../adapters/file-storage/file-storage.ts';
import { detectImageType, extensionOf } from '../../adapters/file-storage/image-type.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findStoredFile, insertStoredFile } from './uploads.repository.ts';

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
