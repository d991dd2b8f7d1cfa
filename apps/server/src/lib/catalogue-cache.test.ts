import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/app.ts';
import { createCatalogueCache, NOT_KEPT } from './catalogue-cache.ts';

describe('catalogue cache', () => {
  it('never stores an answer read while its part of the catalogue changed', async () => {
    const cache = createCatalogueCache();
    let release: (value: string) => void = () => {};
    const slowRead = cache.read(
      'key',
      ['shop-products'],
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    await cache.change(['shop-products'], async () => undefined);
    release('read before the change');
    expect(await slowRead).toBe('read before the change');
    expect(await cache.read('key', ['shop-products'], async () => 'read after the change')).toBe(
      'read after the change',
    );
    expect(await cache.read('key', ['shop-products'], async () => 'not read again')).toBe(
      'read after the change',
    );
  });

  it('drops the answers of the changed parts after a change, even one that failed, and keeps at most its size', async () => {
    const cache = createCatalogueCache({ maxEntries: 2 });
    await cache.read('a', ['shop-products'], async () => 1);
    await expect(
      cache.change(['shop-products'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await cache.read('a', ['shop-products'], async () => 2)).toBe(2);
    await cache.read('b', ['shop-products'], async () => 3);
    await cache.read('c', ['shop-products'], async () => 4);
    expect(await cache.read('a', ['shop-products'], async () => 5)).toBe(5);
  });

  it('keeps the answers of other parts when one part changes', async () => {
    const cache = createCatalogueCache();
    await cache.read('shop', ['shop-products', 'artists'], async () => 'shop list');
    await cache.read('posts', ['posts'], async () => 'posts');
    await cache.read('artist page', ['artists', 'fansign-events'], async () => 'artist page');
    let release: (value: string) => void = () => {};
    const slowShopRead = cache.read(
      'other shop',
      ['shop-products'],
      () => new Promise<string>((resolve) => (release = resolve)),
    );

    await cache.change(['posts'], async () => undefined);
    expect(await cache.read('posts', ['posts'], async () => 'posts again')).toBe('posts again');
    expect(await cache.read('shop', ['shop-products', 'artists'], async () => 'read again')).toBe(
      'shop list',
    );
    release('other shop list');
    await slowShopRead;
    expect(await cache.read('other shop', ['shop-products'], async () => 'read again')).toBe(
      'other shop list',
    );

    await cache.change(['artists'], async () => undefined);
    expect(await cache.read('shop', ['shop-products', 'artists'], async () => 'shop again')).toBe(
      'shop again',
    );
    expect(await cache.read('artist page', ['artists', 'fansign-events'], async () => 'page again')).toBe(
      'page again',
    );
    expect(await cache.read('other shop', ['shop-products'], async () => 'read again')).toBe(
      'other shop list',
    );
  });

  it('serves an expiring answer up to and at its last instant by the clock, and reads it again after', async () => {
    const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
    const cache = createCatalogueCache({ clock });
    let reads = 0;
    const read = () =>
      cache.readExpiring('events', ['fansign-events'], async () => {
        reads += 1;
        return { answer: `read ${reads}`, validUntil: new Date('2026-03-01T09:00:10Z') };
      });
    expect(await read()).toBe('read 1');
    clock.advance(10);
    expect(await read()).toBe('read 1');
    clock.advance(0.001);
    expect(await read()).toBe('read 2');
  });

  it('does not keep an answer that is already past its last instant', async () => {
    const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
    const cache = createCatalogueCache({ clock });
    let reads = 0;
    const read = (validUntil: Date) =>
      cache.readExpiring('page', ['artists'], async () => {
        reads += 1;
        return { answer: reads, validUntil };
      });
    expect(await read(NOT_KEPT)).toBe(1);
    expect(await read(NOT_KEPT)).toBe(2);
    expect(await read(new Date('2026-03-01T08:59:59Z'))).toBe(3);
    expect(await read(new Date('2026-03-01T08:59:59Z'))).toBe(4);
  });

  it('writes a kept answer once per writer and encodes those bytes once per encoding', async () => {
    const cache = createCatalogueCache();
    const answer = await cache.read('list', ['shop-products'], async () => ({ names: ['Blue'] }));
    const listWriter = {};
    const otherWriter = {};
    let writes = 0;
    const write = () => {
      writes += 1;
      return JSON.stringify(answer);
    };
    const bytes = cache.bytesOf(answer, listWriter, write);
    expect(bytes?.toString()).toBe('{"names":["Blue"]}');
    expect(
      cache.bytesOf(await cache.read('list', ['shop-products'], async () => null), listWriter, write),
    ).toBe(bytes);
    expect(writes).toBe(1);
    expect(cache.bytesOf(answer, otherWriter, write)).not.toBe(bytes);
    expect(writes).toBe(2);

    let encodes = 0;
    const encode = () => {
      encodes += 1;
      return Buffer.from(`br of ${bytes}`);
    };
    const encoded = cache.encodedOf(bytes!, 'br', encode);
    expect(cache.encodedOf(bytes!, 'br', encode)).toBe(encoded);
    expect(cache.encodedOf(bytes!, 'gzip', encode)).not.toBe(encoded);
    expect(encodes).toBe(2);
    // Bytes the cache did not write are not its to keep.
    expect(cache.encodedOf(Buffer.from('{"names":["Blue"]}'), 'br', encode)).toBeUndefined();
  });

  it('keeps no bytes for an answer it does not keep, and drops them with the answer', async () => {
    const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
    const cache = createCatalogueCache({ clock, maxEntries: 2 });
    const writer = {};
    const write = (answer: unknown) => () => JSON.stringify(answer);
    const bytesOf = (answer: unknown) => cache.bytesOf(answer, writer, write(answer));

    // An object the cache never handed out, and an answer read while its part changed, are never kept.
    expect(bytesOf({ names: [] })).toBeUndefined();
    let release: (value: { names: string[] }) => void = () => {};
    const slowRead = cache.read(
      'slow',
      ['shop-products'],
      () => new Promise((resolve) => (release = resolve)),
    );
    await cache.change(['shop-products'], async () => undefined);
    release({ names: ['read before the change'] });
    expect(bytesOf(await slowRead)).toBeUndefined();

    // A change drops the answer's bytes and their encodings: the next answer is written from itself.
    const before = await cache.read('list', ['shop-products'], async () => ({ names: ['Blue'] }));
    const beforeBytes = bytesOf(before)!;
    cache.encodedOf(beforeBytes, 'br', () => Buffer.from('br of Blue'));
    await cache.change(['shop-products'], async () => undefined);
    expect(bytesOf(before)).toBeUndefined();
    expect(cache.encodedOf(beforeBytes, 'br', () => Buffer.from('br again'))).toBeUndefined();
    const after = await cache.read('list', ['shop-products'], async () => ({ names: ['Red'] }));
    expect(bytesOf(after)?.toString()).toBe('{"names":["Red"]}');

    // So do the end of a clock-bound answer and the drop of the oldest answer past the cache's size.
    const expiring = await cache.readExpiring('events', ['fansign-events'], async () => ({
      answer: { events: 1 },
      validUntil: new Date('2026-03-01T09:00:10Z'),
    }));
    expect(bytesOf(expiring)).toBeDefined();
    clock.advance(11);
    await cache.readExpiring('events', ['fansign-events'], async () => ({
      answer: { events: 2 },
      validUntil: null,
    }));
    expect(bytesOf(expiring)).toBeUndefined();
    await cache.read('third', ['posts'], async () => ({ posts: 3 }));
    expect(bytesOf(after)).toBeUndefined();
  });

  it('with shared versions: raises them on a change, reads them once per interval, drops only the moved scopes', async () => {
    const shared = new Map<string, number>();
    let reads = 0;
    const versions = {
      read: async () => {
        reads++;
        return new Map(shared);
      },
      bump: async (scopes: readonly string[]) => {
        for (const scope of scopes) shared.set(scope, (shared.get(scope) ?? 0) + 1);
      },
    };
    const clock = createTestClock();
    const cache = createCatalogueCache({ clock, versions, checkMs: 1000 });
    await cache.read('product', ['shop-products'], async () => 'old product');
    await cache.read('artists', ['artists'], async () => 'old artists');
    expect(reads).toBe(1);
    await cache.change(['posts'], async () => undefined);
    expect(shared.get('posts')).toBe(1);
    shared.set('shop-products', 7); // another instance's change
    expect(await cache.read('product', ['shop-products'], async () => 'new product')).toBe('old product');
    expect(reads).toBe(1);
    clock.advance(1);
    expect(await cache.read('product', ['shop-products'], async () => 'new product')).toBe('new product');
    expect(await cache.read('artists', ['artists'], async () => 'new artists')).toBe('old artists');
    expect(reads).toBe(2);
  });
});
