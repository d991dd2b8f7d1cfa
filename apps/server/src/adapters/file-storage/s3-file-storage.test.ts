import { afterAll, beforeAll } from 'vitest';
import { describeFileStorageContract } from '../../test/file-storage-contract.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describeFileStorageContract('S3-compatible storage (s3rver)', async () =>
  createS3FileStorage(await s3.bucketConfig()),
);
