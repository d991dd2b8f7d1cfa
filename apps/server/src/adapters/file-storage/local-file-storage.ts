import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';
import { countedUpTo, isValidStorageKey, StorageUnavailableError } from './file-storage.ts';

/** The ending of a file being written (`<key>.<pid>.<random>.part`), renamed to its key once complete. */
const PART_SUFFIX = '.part';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Failures of the disk itself: full, read-only, failing, out of file handles, or its folder not a folder. */
const DISK_FAILURES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EMFILE',
  'ENFILE',
]);

/**
 * Runs a disk operation; a failure of the disk itself becomes `StorageUnavailableError` (the API answers 503, as for
 * an unreachable bucket). Anything else, such as a missing file or an upload over its limit, is passed on as it is.
 */
async function onDisk<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    throw code && DISK_FAILURES.has(code) ? new StorageUnavailableError(error) : error;
  }
}

const typesByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
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
  // Written to a temporary name first so a reader never sees half a file (no key ends in '.part': keys carry
  // their type's extension, or a series number).
  const temporaryFor = (target: string) =>
    `${target}.${process.pid}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`;
  return {
    put: (key, bytes) =>
      onDisk(async () => {
        const target = resolve(key);
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = temporaryFor(target);
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      }),
    putStream: (key, stream, _contentType, options = {}) =>
      onDisk(async () => {
        const target = resolve(key);
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = temporaryFor(target);
        const counter = countedUpTo(stream, options.maxBytes);
        try {
          await pipeline(Readable.from(counter.stream), createWriteStream(temporary, { flags: 'wx' }));
          await rename(temporary, target);
          return counter.count();
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      }),
    async get(key, range) {
      if (!isValidStorageKey(key)) return null;
      const target = resolve(key);
      try {
        const info = await onDisk(() => stat(target));
        if (!info.isFile()) return null;
        const last = info.size - 1;
        const end = range ? Math.min(range.end, last) : last;
        const stream =
          range && range.start > end
            ? Readable.from([])
            : createReadStream(target, range ? { start: range.start, end } : {});
        return { stream, meta: { contentType: contentTypeOf(key), size: info.size } };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    copy: (from, to) =>
      onDisk(async () => {
        const source = resolve(from);
        const target = resolve(to);
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = temporaryFor(target);
        try {
          await copyFile(source, temporary);
          await rename(temporary, target);
          return true;
        } catch (error) {
          await rm(temporary, { force: true });
          if (isMissing(error)) return false;
          throw error;
        }
      }),
    delete: (key) => onDisk(() => rm(resolve(key), { force: true })),
    async removeAbandonedParts(before) {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(PART_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        // An upload under way writes to its file all the time: only one untouched since `before` is abandoned.
        const info = await stat(file).catch(() => undefined);
        if (!info || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
