import type { Readable } from 'node:stream';

/** What a stored object is: its content type and size in bytes (the whole object's, also for a range). */
export type StoredObjectMeta = { contentType: string; size: number };

/** Bytes `start` to `end` of an object, both included (HTTP Range's meaning); `end` past the last byte is cut. */
export type ByteRange = { start: number; end: number };

/** What `putStream` throws when the stream brings more than `maxBytes`: nothing is kept under the key. */
export class StoredObjectTooLargeError extends Error {
  override name = 'StoredObjectTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** What a store throws when its service cannot be reached or fails (not a missing key): the API answers 503. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(cause: unknown) {
    super(`The file storage is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * Where uploaded bytes live, addressed by an opaque key ('2026/03/0f3c...png'), chosen by STORAGE: local disk under
 * `${DATA_DIR}/uploads` (`local-file-storage.ts`, the default) or an S3-compatible bucket (`s3-file-storage.ts`:
 * PutObject, a multipart upload for `putStream`, GetObject with `Range`, CopyObject, DeleteObject, the key under a
 * configured prefix). Both pass the contract in `test/file-storage-contract.ts`.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing anything there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores what the stream brings under the key, never holding it all in memory, and answers how many bytes it
   * stored. Readers see the object only once it is complete. A stream that fails, or brings more than
   * `maxBytes` (StoredObjectTooLargeError, thrown as soon as the limit is passed), leaves nothing under the key
   * and is not read any further by the store.
   */
  putStream(
    key: string,
    stream: AsyncIterable<Uint8Array>,
    contentType: string,
    options?: { maxBytes?: number },
  ): Promise<number>;
  /**
   * Opens the object for reading, or only `range` of it, or null when no object has the key. `meta.size` is the
   * whole object's size either way.
   */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; meta: StoredObjectMeta } | null>;
  /**
   * Copies the object under `from` to `to` inside the store (no bytes through the server where the store can
   * help it); false when `from` is missing.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads cut off by a crash (kill -9, power loss) left behind, last written before `before`, and
   * answers how many: local disk's temporary files (never under a key a row names). In an S3 bucket an interrupted
   * multipart upload is no object at all, and the bucket's lifecycle rule aborts it (answers 0; see
   * docs/decisions/030-object-storage.md).
   */
  removeAbandonedParts(before: Date): Promise<number>;
}

/** Keys are lower-case path segments of letters, digits, '.', '-' and '_' joined by '/', never '..'. */
export function isValidStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 200 &&
    /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

/**
 * The stream's bytes, counted on their way to a store: past `maxBytes` it throws StoredObjectTooLargeError at
 * once, reading nothing more; `count()` is the bytes passed on.
 */
export function countedUpTo(
  source: AsyncIterable<Uint8Array>,
  maxBytes = Number.POSITIVE_INFINITY,
): { stream: AsyncGenerator<Uint8Array>; count: () => number } {
  let count = 0;
  async function* counted() {
    for await (const chunk of source) {
      count += chunk.length;
      if (count > maxBytes) throw new StoredObjectTooLargeError(maxBytes);
      yield chunk;
    }
  }
  return { stream: counted(), count: () => count };
}
