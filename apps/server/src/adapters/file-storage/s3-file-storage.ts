import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './file-storage.ts';
import { isValidStorageKey, StorageUnavailableError } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import type { S3StorageConfig } from './storage-config.ts';

/**
 * A multipart upload's part: S3's smallest. A staged file is sent one part at a time (one part in flight and the
 * next not read before it is sent), so a send holds about one part (and a copy) in memory whatever the file's size.
 */
const PART_BYTES = 5 * 1024 * 1024;
/** Sends to the bucket at once, in this process: the rest wait, on disk, so uploads' memory stays bounded. */
const CONCURRENT_SENDS = 4;

/** Runs at most `limit` tasks at once, the others queued in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

const sends = createLimiter(CONCURRENT_SENDS);

/** Whether S3 answered that the object (or bucket) is not there. */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The whole object's size from a ranged answer's `Content-Range: bytes 0-99/300`. */
function totalOf(contentRange: string | undefined, fallback: number): number {
  const total = Number(contentRange?.split('/')[1]);
  return Number.isFinite(total) ? total : fallback;
}

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests), shared by every instance: the
 * key is the object key after the configured prefix. `putStream` receives the stream at the client's pace into a
 * temporary file under `stagingDir` (local disk's code: counted, limited, removed on failure), then sends it as a
 * multipart upload through lib-storage, at most CONCURRENT_SENDS at once, which S3 shows only once it is completed
 * (never half an object). A failing or oversized stream never reaches the bucket; a multipart upload a crash cut
 * off is aborted by the bucket's lifecycle rule (docs/decisions/030-object-storage.md).
 */
export function createS3FileStorage(config: S3StorageConfig, stagingDir: string): FileStorage {
  const staging = createLocalFileStorage(stagingDir);
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  const objectKey = (key: string): string => {
    if (!isValidStorageKey(key)) throw new RangeError(`Invalid storage key: ${key}`);
    return `${config.prefix}${key}`;
  };
  /** The bucket's answer; a failure other than a missing key or an unsatisfiable range is the storage being unavailable. */
  const send = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (isNotFound(error) || (error as { name?: string }).name === 'InvalidRange') throw error;
      throw new StorageUnavailableError(error);
    }
  };
  return {
    async put(key, bytes, contentType) {
      await send(() =>
        client.send(
          new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
        ),
      );
    },
    async putStream(key, stream, contentType, options = {}) {
      const Key = objectKey(key);
      // Received at the client's pace onto local disk, then sent to the bucket from there.
      const staged = `${randomBytes(16).toString('hex')}.part`;
      const size = await staging.putStream(staged, stream, contentType, options);
      try {
        await sends.run(async () => {
          const file = await staging.get(staged);
          if (!file) throw new Error('The staged upload is gone');
          const upload = new Upload({
            client,
            params: { Bucket, Key, Body: file.stream, ContentType: contentType },
            partSize: PART_BYTES,
            queueSize: 1,
          });
          await send(() => upload.done());
        });
        return size;
      } finally {
        await staging.delete(staged);
      }
    },
    async get(key, range) {
      if (!isValidStorageKey(key)) return null;
      const Key = objectKey(key);
      try {
        const answer = await send(() =>
          client.send(
            new GetObjectCommand({
              Bucket,
              Key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          ),
        );
        const length = answer.ContentLength ?? 0;
        return {
          stream: answer.Body as Readable,
          meta: {
            contentType: answer.ContentType ?? 'application/octet-stream',
            size: range ? totalOf(answer.ContentRange, length) : length,
          },
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        if ((error as { name?: string }).name !== 'InvalidRange' || !range) throw error;
      }
      // A range starting past the last byte: nothing of an object that is there (as on local disk).
      try {
        const head = await send(() => client.send(new HeadObjectCommand({ Bucket, Key })));
        const contentType = head.ContentType ?? 'application/octet-stream';
        return { stream: Readable.from([]), meta: { contentType, size: head.ContentLength ?? 0 } };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      const source = `${Bucket}/${objectKey(from)}`.split('/').map(encodeURIComponent).join('/');
      try {
        await send(() =>
          client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: source })),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
    },
    // Staged uploads a crash cut off; in the bucket, the AbortIncompleteMultipartUpload lifecycle rule (decision 030).
    removeAbandonedParts: (before) => staging.removeAbandonedParts(before),
  };
}
