import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { memberFiles } from '@fanship/db/request-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../adapters/file-storage/storage-config.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { multipart, png, uploadMemberImage } from '../../test/uploads.ts';
import { deleteUnattachedFiles } from './member-files.service.ts';

// Issue 25, breakages 1 and 5: with two instances behind a proxy, a file uploaded through one was 404 on the other,
// and the unused-upload clean-up deleted every row but only the files on its own disk.

const { start } = setupTestApps();
const newDataDir = useDataDirs('shared-storage');
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

/** Two instances on one database, each with its own data folder, both on `storage`. */
async function twoInstances(storage: StorageConfig): Promise<[TestApp, TestApp]> {
  const a = await start({ dataDir: await newDataDir(), storage });
  const b = await start({ dataDir: await newDataDir(), storage }, {}, a);
  return [a, b];
}

async function bucketStorage(): Promise<StorageConfig> {
  return { kind: 's3', ...(await s3.bucketConfig()) };
}

async function storageKeys(t: TestApp): Promise<string[]> {
  return (await t.database.db.select().from(memberFiles)).map((row) => row.storageKey);
}

describe('files on two instances', () => {
  it('local disks are not shared: a file uploaded on A is not found on B (why several instances need STORAGE=s3)', async () => {
    const [a, b] = await twoInstances({ kind: 'local' });
    const member = await a.createMember();
    const image = await uploadMemberImage(a, member, 'ofm');
    expect((await a.get(image.url, member.cookie)).statusCode).toBe(200);
    expect((await b.get(image.url, member.cookie)).statusCode).toBe(404);
  });

  it('with STORAGE=s3 a file uploaded on A is read on B, and the clean-up run on B removes the object A stored', async () => {
    const [a, b] = await twoInstances(await bucketStorage());
    const member = await a.createMember();
    const image = await uploadMemberImage(a, member, 'ofm');
    const onA = await a.get(image.url, member.cookie);
    const onB = await b.get(image.url, member.cookie);
    expect(onB.statusCode).toBe(200);
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
    const [key] = await storageKeys(a);

    a.clock.advance(25 * 3600);
    expect(await deleteUnattachedFiles(b.app.appContext)).toBe(1);
    expect(await a.app.appContext.fileStorage.get(key!)).toBeNull();
    expect((await a.get(image.url, member.cookie)).statusCode).toBe(404);
  });

  it('both instances cleaning up at once delete each file once, leaving no object behind', async () => {
    const [a, b] = await twoInstances(await bucketStorage());
    const member = await a.createMember();
    for (let index = 0; index < 12; index++) await uploadMemberImage(index % 2 ? a : b, member, 'ofm');
    const keys = await storageKeys(a);
    a.clock.advance(25 * 3600);
    const counts = await Promise.all([
      deleteUnattachedFiles(a.app.appContext),
      deleteUnattachedFiles(b.app.appContext),
      deleteUnattachedFiles(a.app.appContext),
      deleteUnattachedFiles(b.app.appContext),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(await storageKeys(a)).toEqual([]);
    for (const key of keys) expect(await b.app.appContext.fileStorage.get(key)).toBeNull();
  });

  /** What an upload through `t` answers. */
  async function upload(t: TestApp) {
    const member = await t.createMember();
    return t.inject({
      method: 'POST',
      url: '/api/uploads/member-files?domain=ofm',
      cookie: member.cookie,
      ...multipart('photo.png', png),
    });
  }
  const unavailable = {
    code: 'STORAGE_UNAVAILABLE',
    message: 'Files are briefly unavailable. Please try again in a moment.',
  };

  it('answers 503 STORAGE_UNAVAILABLE, never a 500, when the bucket cannot be reached', async () => {
    const unreachable = { ...(await bucketStorage()), endpoint: 'http://127.0.0.1:9' };
    const answer = await upload(await start({ dataDir: await newDataDir(), storage: unreachable }));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
  });

  it('answers 503 STORAGE_UNAVAILABLE, never a 500, when the local disk fails', async () => {
    const dataDir = await newDataDir();
    // The uploads folder is a file: the disk refuses every write there (ENOTDIR), as a broken mount would.
    await writeFile(path.join(dataDir, 'uploads'), 'not a folder');
    const answer = await upload(await start({ dataDir, storage: { kind: 'local' } }));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
  });
});
