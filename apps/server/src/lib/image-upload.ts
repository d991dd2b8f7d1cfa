import type { UploadContentType } from '@fanship/domain/catalogue/staff-content';
import { uploadMessages } from '@fanship/domain/catalogue/staff-content';
import type { FastifyRequest } from 'fastify';
import { detectImageType, extensionOf } from '../adapters/file-storage/image-type.ts';
import type { AppContext } from './app-context.ts';
import { AppError } from './app-error.ts';
import { imageUploadLimit, withUploadedFile } from './multipart-upload.ts';
import { type SniffedFile, storeSniffedUpload } from './sniffed-upload.ts';

/** An uploaded image in the file storage, not yet recorded: its detected type, size and the name it was sent as. */
export type StoredImage = SniffedFile<UploadContentType> & { originalName: string };

/**
 * Streams the request's image (multipart field `file`: PNG, JPEG, GIF or WebP by its first bytes, at most 15 MB)
 * into the file storage under `folder` (none: at the top), then hands it to `save` to record; a refusal anywhere
 * leaves nothing stored. The spec's messages: 415 for another type, 413 past 15 MB, 400 without a file.
 */
export function receiveImage<T>(
  context: Pick<AppContext, 'fileStorage'>,
  http: FastifyRequest,
  folder: string | undefined,
  save: (image: StoredImage) => Promise<T>,
): Promise<T> {
  const rule = {
    sniffBytes: 12,
    detect: detectImageType,
    extensionOf,
    unsupported: () => new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType),
    folder,
  };
  return withUploadedFile(http, imageUploadLimit, ({ filename, stream }) =>
    storeSniffedUpload(context, stream, rule, imageUploadLimit, (file) =>
      save({ ...file, originalName: filename.slice(0, 255) }),
    ),
  );
}
