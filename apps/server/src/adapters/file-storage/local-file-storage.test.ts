import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../test/file-storage-contract.ts';
import { StorageUnavailableError } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function emptyFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fanship-storage-'));
  folders.push(folder);
  return folder;
}

describeFileStorageContract('local disk storage', async () => createLocalFileStorage(await emptyFolder()));

it('writes under its root only, leaving no partial files behind', async () => {
  const root = await emptyFolder();
  const storage = createLocalFileStorage(path.join(root, 'uploads'));
  await storage.put('marketplace/ab12/1', Buffer.from('one'), 'image/png');
  expect(await readdir(root)).toEqual(['uploads']);
  expect(await readdir(path.join(root, 'uploads', 'marketplace', 'ab12'))).toEqual(['1']);
});

it('deletes the partial file of a stream stopped at its limit', async () => {
  const root = await emptyFolder();
  const storage = createLocalFileStorage(root);
  async function* endless() {
    for (;;) yield Buffer.alloc(1024);
  }
  await expect(
    storage.putStream('videos/big.mp4', endless(), 'video/mp4', { maxBytes: 10_000 }),
  ).rejects.toThrow('larger than 10000 bytes');
  expect(await readdir(path.join(root, 'videos'))).toEqual([]);
});

it('says the storage is unavailable when the disk fails, and still tells a missing file or an upload over its limit apart', async () => {
  // Its folder is a file: every write and read fails on the disk itself (ENOTDIR), as on a broken mount.
  const root = await emptyFolder();
  await writeFile(path.join(root, 'uploads'), 'not a folder');
  const broken = createLocalFileStorage(path.join(root, 'uploads'));
  async function* bytes() {
    yield Buffer.from('one');
  }
  await expect(broken.put('ofm/a.png', Buffer.from('one'), 'image/png')).rejects.toThrow(
    StorageUnavailableError,
  );
  await expect(broken.putStream('ofm/a.png', bytes(), 'image/png')).rejects.toThrow(StorageUnavailableError);
  await expect(broken.get('ofm/a.png')).rejects.toThrow(StorageUnavailableError);
  await expect(broken.copy('ofm/a.png', 'ofm/b.png')).rejects.toThrow(StorageUnavailableError);

  const working = createLocalFileStorage(await emptyFolder());
  expect(await working.get('ofm/missing.png')).toBeNull();
  async function* endless() {
    for (;;) yield Buffer.alloc(1024);
  }
  const tooLarge = working.putStream('ofm/big.png', endless(), 'image/png', { maxBytes: 2048 });
  await expect(tooLarge).rejects.toThrow('larger than 2048 bytes');
  await expect(tooLarge).rejects.not.toThrow(StorageUnavailableError);
});
