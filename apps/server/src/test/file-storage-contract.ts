import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type FileStorage, StoredObjectTooLargeError } from '../adapters/file-storage/file-storage.ts';

/** A stream of `count` chunks of `size` bytes, chunk i filled with i % 256, made one chunk at a time. */
async function* chunks(count: number, size: number, failAfter?: number) {
  for (let index = 0; index < count; index++) {
    if (failAfter !== undefined && index === failAfter) throw new Error('The upload was cut short');
    yield Buffer.alloc(size, index % 256);
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * What every FileStorage must do, whatever keeps the bytes (local disk now, S3-compatible storage
 * later): an implementation's test calls this with a factory for an empty store.
 */
export function describeFileStorageContract(name: string, createEmpty: () => Promise<FileStorage>): void {
  describe(`${name} (FileStorage contract)`, () => {
    it('gives back exactly the bytes put under a key, with their size, and null for a missing key', async () => {
      const storage = await createEmpty();
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      await storage.put('0f3c.png', bytes, 'image/png');
      const object = await storage.get('0f3c.png');
      expect(object?.meta.size).toBe(bytes.length);
      expect(Buffer.compare(await readAll(object!.stream), bytes)).toBe(0);
      expect(await storage.get('missing.png')).toBeNull();
    });

    it('keeps keys with folders apart and replaces an object put again under its key', async () => {
      const storage = await createEmpty();
      await storage.put('marketplace/ab12/1', Buffer.from('one'), 'image/png');
      await storage.put('marketplace/ab12/2', Buffer.from('two'), 'image/png');
      await storage.put('marketplace/ab12/1', Buffer.from('first again'), 'image/png');
      expect((await readAll((await storage.get('marketplace/ab12/1'))!.stream)).toString()).toBe(
        'first again',
      );
      expect((await readAll((await storage.get('marketplace/ab12/2'))!.stream)).toString()).toBe('two');
    });

    it('deletes an object, and deleting a missing key is not an error', async () => {
      const storage = await createEmpty();
      await storage.put('gone.webp', Buffer.from('x'), 'image/webp');
      await storage.delete('gone.webp');
      expect(await storage.get('gone.webp')).toBeNull();
      await expect(storage.delete('never-there.webp')).resolves.toBeUndefined();
    });

    it('stores a stream without a size known beforehand, answering how many bytes it stored', async () => {
      const storage = await createEmpty();
      // 12.5 MiB: more than two parts of a multipart upload.
      const stored = await storage.putStream('videos/clip.mp4', chunks(200, 64 * 1024), 'video/mp4');
      expect(stored).toBe(200 * 64 * 1024);
      const object = await storage.get('videos/clip.mp4');
      expect(object?.meta).toEqual({ contentType: 'video/mp4', size: stored });
      const bytes = await readAll(object!.stream);
      expect(bytes.length).toBe(stored);
      expect(bytes[0]).toBe(0);
      expect(bytes[199 * 64 * 1024]).toBe(199);
    });

    it('keeps nothing of a large stream cut short after several parts', async () => {
      const storage = await createEmpty();
      await expect(
        storage.putStream('videos/cut.mp4', chunks(200, 64 * 1024, 190), 'video/mp4'),
      ).rejects.toThrow('cut short');
      await expect(
        storage.putStream('videos/long.mp4', chunks(200, 64 * 1024), 'video/mp4', {
          maxBytes: 11 * 1024 * 1024,
        }),
      ).rejects.toBeInstanceOf(StoredObjectTooLargeError);
      expect(await storage.get('videos/cut.mp4')).toBeNull();
      expect(await storage.get('videos/long.mp4')).toBeNull();
    });

    it('keeps nothing of a stream over the limit or one that fails, and keeps an older object', async () => {
      const storage = await createEmpty();
      await expect(
        storage.putStream('too-big.mp4', chunks(10, 1000), 'video/mp4', { maxBytes: 9_999 }),
      ).rejects.toBeInstanceOf(StoredObjectTooLargeError);
      expect(await storage.get('too-big.mp4')).toBeNull();
      // Exactly at the limit is allowed.
      expect(await storage.putStream('fits.mp4', chunks(10, 1000), 'video/mp4', { maxBytes: 10_000 })).toBe(
        10_000,
      );
      await expect(storage.putStream('cut.webm', chunks(10, 1000, 5), 'video/webm')).rejects.toThrow(
        'cut short',
      );
      expect(await storage.get('cut.webm')).toBeNull();
      await expect(
        storage.putStream('fits.mp4', chunks(10, 1000), 'video/mp4', { maxBytes: 5_000 }),
      ).rejects.toBeInstanceOf(StoredObjectTooLargeError);
      expect((await storage.get('fits.mp4'))?.meta.size).toBe(10_000);
    });

    it('reads a byte range, both ends included, cut at the last byte, with the whole size', async () => {
      const storage = await createEmpty();
      const bytes = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));
      await storage.put('ranged.webm', bytes, 'video/webm');
      const first = await storage.get('ranged.webm', { start: 0, end: 99 });
      expect(first?.meta.size).toBe(300);
      expect(Buffer.compare(await readAll(first!.stream), bytes.subarray(0, 100))).toBe(0);
      const middle = await storage.get('ranged.webm', { start: 150, end: 150 });
      expect([...(await readAll(middle!.stream))]).toEqual([150]);
      const tail = await storage.get('ranged.webm', { start: 250, end: 10_000 });
      expect(Buffer.compare(await readAll(tail!.stream), bytes.subarray(250))).toBe(0);
      expect(await storage.get('missing.webm', { start: 0, end: 1 })).toBeNull();
    });

    it('copies an object to another key, and answers false for a missing one', async () => {
      const storage = await createEmpty();
      await storage.put('series/ab/1', Buffer.from('photo'), 'image/webp');
      expect(await storage.copy('series/ab/1', 'series/cd/1')).toBe(true);
      await storage.delete('series/ab/1');
      expect((await readAll((await storage.get('series/cd/1'))!.stream)).toString()).toBe('photo');
      expect(await storage.copy('missing.png', 'series/cd/2')).toBe(false);
      expect(await storage.get('series/cd/2')).toBeNull();
    });

    it('never reaches outside the store: invalid keys are refused or not found', async () => {
      const storage = await createEmpty();
      for (const key of ['../escape.png', '/etc/passwd', 'a/../../b.png', 'UPPER.png', '', 'a//b.png']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow();
        await expect(storage.putStream(key, chunks(1, 1), 'video/mp4'), key).rejects.toThrow();
        expect(await storage.get(key), key).toBeNull();
      }
    });
  });
}
