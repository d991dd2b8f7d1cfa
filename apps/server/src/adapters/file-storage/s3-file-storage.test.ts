import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../test/file-storage-contract.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { StoredObjectTooLargeError } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describeFileStorageContract('S3-compatible storage (s3rver)', async () =>
  createS3FileStorage(await s3.bucketConfig(), await mkdtemp(path.join(s3.directory, 'staging-'))),
);

it('stages a stream on local disk on its way to the bucket, leaving nothing staged whatever the outcome', async () => {
  const staging = await mkdtemp(path.join(s3.directory, 'staging-'));
  const storage = createS3FileStorage(await s3.bucketConfig(), staging);
  async function* chunks(count: number, failAt?: number) {
    for (let index = 0; index < count; index++) {
      if (index === failAt) throw new Error('cut short');
      yield Buffer.alloc(256 * 1024, index);
    }
  }
  expect(await storage.putStream('videos/ok.webm', chunks(30), 'video/webm')).toBe(30 * 256 * 1024);
  await expect(storage.putStream('videos/cut.webm', chunks(30, 20), 'video/webm')).rejects.toThrow(
    'cut short',
  );
  await expect(
    storage.putStream('videos/big.webm', chunks(30), 'video/webm', { maxBytes: 1024 * 1024 }),
  ).rejects.toBeInstanceOf(StoredObjectTooLargeError);
  expect(await readdir(staging)).toEqual([]);
  expect(await storage.get('videos/cut.webm')).toBeNull();
  expect(await storage.get('videos/big.webm')).toBeNull();
  // Eight sends at once (more than run together): all stored.
  const sizes = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      storage.putStream(`videos/${index}.webm`, chunks(24), 'video/webm'),
    ),
  );
  expect(sizes).toEqual(Array(8).fill(24 * 256 * 1024));
  expect((await storage.get('videos/7.webm'))?.meta.size).toBe(24 * 256 * 1024);
});

it('sweeps the staged files a crash left, once untouched for an hour', async () => {
  const staging = await mkdtemp(path.join(s3.directory, 'staging-'));
  const storage = createS3FileStorage(await s3.bucketConfig(), staging);
  const left = path.join(staging, '0f3c.part.4242.a1b2c3d4e5f6.part');
  await writeFile(left, 'half an upload');
  const anHourAgo = new Date(Date.now() - 3600 * 1000);
  expect(await storage.removeAbandonedParts(anHourAgo)).toBe(0);
  const earlier = new Date(Date.now() - 2 * 3600 * 1000);
  await utimes(left, earlier, earlier);
  expect(await storage.removeAbandonedParts(anHourAgo)).toBe(1);
  expect(await readdir(staging)).toEqual([]);
});
