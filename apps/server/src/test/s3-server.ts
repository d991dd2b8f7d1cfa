import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../adapters/file-storage/storage-config.ts';

/** A running S3-compatible server (s3rver) with an empty bucket, and how to reach it. */
export type TestS3Server = {
  /** Settings for a bucket of its own (a new one per call). */
  bucketConfig: () => Promise<S3StorageConfig>;
  /** Where s3rver keeps the buckets on disk: `<directory>/<bucket>/...`. */
  directory: string;
  stop: () => Promise<void>;
};

let bucketCounter = 0;

/** Starts s3rver on a free local port, keeping its buckets in a temporary folder removed by `stop`. */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fanship-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    directory,
    bucketConfig: async () => {
      bucketCounter++;
      const bucket = `fanship-test-${process.pid}-${bucketCounter}`;
      const config: S3StorageConfig = {
        bucket,
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
        prefix: 'fanship/',
      };
      const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      return config;
    },
    stop: async () => {
      // The stores' clients keep their connections alive: close them, or closing the server waits for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
