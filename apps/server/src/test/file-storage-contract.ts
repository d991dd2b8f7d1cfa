import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../adapters/file-storage/file-storage.ts';

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

    it('never reaches outside the store: invalid keys are refused or not found', async () => {
      const storage = await createEmpty();
      for (const key of ['../escape.png', '/etc/passwd', 'a/../../b.png', 'UPPER.png', '', 'a//b.png']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow();
        expect(await storage.get(key), key).toBeNull();
      }
    });
  });
}
