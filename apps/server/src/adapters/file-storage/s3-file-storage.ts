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
import { countedUpTo, isValidStorageKey } from './file-storage.ts';
import type { S3StorageConfig } from './storage-config.ts';

/**
 * A multipart upload's part: S3's smallest. A stream is sent one part at a time (one part in flight and the next
 * not read before it is sent), so an upload holds about one part in memory whatever its size.
 */
const PART_BYTES = 5 * 1024 * 1024;

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
 * key is the object key after the configured prefix. `putStream` is a multipart upload through lib-storage, which
 * S3 shows only once it is completed (never half an object); a failing or oversized stream leaves no object, and
 * the multipart upload is aborted (where a provider cannot abort, the bucket's lifecycle rule removes it: see
 * docs/decisions/030-object-storage.md).
 */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
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
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async putStream(key, stream, contentType, options = {}) {
      const Key = objectKey(key);
      const counter = countedUpTo(stream, options.maxBytes);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key,
          Body: Readable.from(counter.stream, { highWaterMark: 1 }),
          ContentType: contentType,
        },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await upload.done();
        return counter.count();
      } catch (error) {
        // The stream's own failure (or its limit) is the answer, not a failure to abort the upload after it.
        throw counter.failure() ?? error;
      }
    },
    async get(key, range) {
      if (!isValidStorageKey(key)) return null;
      const Key = objectKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
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
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
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
        await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: source }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    // The bucket's AbortIncompleteMultipartUpload lifecycle rule does this (decision 030).
    removeAbandonedParts: async () => 0,
  };
}
