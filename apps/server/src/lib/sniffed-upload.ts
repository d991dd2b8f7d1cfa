/**
 * Every upload's way into the file storage (images and videos alike): the type is read from the file's first bytes
 * (never its name), then the whole file is streamed to `putStream` under a random key with the route's limit, so no
 * upload is ever held whole in memory. Not the type asked for: refused before anything is stored; over the limit
 * or cut short: nothing is kept. The caller records the stored file (`save`), and a refusal there deletes it again.
 */
import { randomBytes } from 'node:crypto';
import { StoredObjectTooLargeError } from '../adapters/file-storage/file-storage.ts';
import type { AppContext } from './app-context.ts';
import type { AppError } from './app-error.ts';
import type { UploadLimit } from './multipart-upload.ts';

/** A file in the file storage, not yet recorded anywhere: `filename` is its random name with the type's extension. */
export type SniffedFile<Type extends string> = {
  filename: string;
  storageKey: string;
  contentType: Type;
  sizeBytes: number;
};

/** What an upload route takes: the types it recognises by their first bytes, and where they are kept. */
export type SniffedUploadRule<Type extends string> = {
  /** Bytes read before the type is decided (WebP's and MP4's marks end by byte 12). */
  sniffBytes: number;
  detect: (head: Uint8Array) => Type | null;
  extensionOf: Record<Type, string>;
  /** The refusal of any other type (415). */
  unsupported: () => AppError;
  /** The storage folder ('member-files'), or none: the key is the bare filename. */
  folder?: string;
};

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

/** Streams one upload into storage by `rule`, within `limit`, then hands it to `save`; a `save` that throws leaves nothing stored. */
export async function storeSniffedUpload<Type extends string, T>(
  context: Pick<AppContext, 'fileStorage'>,
  source: AsyncIterable<Uint8Array>,
  rule: SniffedUploadRule<Type>,
  limit: Pick<UploadLimit, 'maxBytes' | 'tooLarge'>,
  save: (file: SniffedFile<Type>) => Promise<T>,
): Promise<T> {
  const { head, stream, stop } = await peek(source, rule.sniffBytes);
  const contentType = rule.detect(head);
  if (!contentType) {
    await stop();
    throw rule.unsupported();
  }
  const filename = `${randomBytes(16).toString('hex')}.${rule.extensionOf[contentType]}`;
  const storageKey = rule.folder ? `${rule.folder}/${filename}` : filename;
  let sizeBytes: number;
  try {
    sizeBytes = await context.fileStorage.putStream(storageKey, stream, contentType, {
      maxBytes: limit.maxBytes,
    });
  } catch (error) {
    if (error instanceof StoredObjectTooLargeError) throw limit.tooLarge();
    throw error;
  }
  try {
    return await save({ filename, storageKey, contentType, sizeBytes });
  } catch (error) {
    await context.fileStorage.delete(storageKey);
    throw error;
  }
}
