import type { Readable } from 'node:stream';

/** What a stored object is: its content type and size in bytes. */
export type StoredObjectMeta = { contentType: string; size: number };

/**
 * Where uploaded bytes live, addressed by an opaque key ('2026/03/0f3c...png'). Issues after the
 * storefront (package photos, payment proofs) reuse it. The default implementation writes to local
 * disk under `${DATA_DIR}/uploads`; an S3-compatible implementation maps the same three calls onto
 * PutObject (with ContentType), GetObject (Body stream, ContentType, ContentLength; NoSuchKey -> null)
 * and DeleteObject, with the key used as the object key under a configured bucket and prefix.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing anything there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Opens the object for reading, or null when no object has the key. */
  get(key: string): Promise<{ stream: Readable; meta: StoredObjectMeta } | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
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
