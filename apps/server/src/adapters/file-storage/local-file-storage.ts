import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { isValidStorageKey } from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

const typesByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type a key's extension names (keys carry the extension of their detected type). */
function contentTypeOf(key: string): string {
  return typesByExtension[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/**
 * File storage on local disk under `root` (by default `${DATA_DIR}/uploads`). Disk keeps no metadata,
 * so `get` names the type from the key's extension; the stored_files table records the detected type.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isValidStorageKey(key)) throw new RangeError(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written to a temporary name first so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(target),
          meta: { contentType: contentTypeOf(key), size: info.size },
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
