import { describe, expect, it } from 'vitest';
import { DrawnPageCache } from './drawn-page-cache.ts';

function cacheWithClock(maxAgeMs = 10_000, maxPages = 3) {
  let now = 0;
  const cache = new DrawnPageCache(maxAgeMs, maxPages, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('DrawnPageCache', () => {
  it('keeps a drawn page for its maximum age, then draws it again', async () => {
    const { cache, advance } = cacheWithClock();
    await cache.draw('/shop-products', async () => '<p>one</p>');
    advance(10_000);
    expect(cache.get('/shop-products')).toBe('<p>one</p>');
    advance(1);
    expect(cache.get('/shop-products')).toBeUndefined();
  });

  it('drops every page when something changes, including a page whose drawing was under way', async () => {
    const { cache } = cacheWithClock();
    await cache.draw('/posts', async () => '<p>old post</p>');
    let finish: (html: string) => void = () => {};
    const drawing = cache.draw(
      '/shop-products/7',
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    cache.clear();
    finish('<p>stock 3</p>');
    // The drawing still answers its own request, but is not kept: it read the data before the change.
    expect(await drawing).toBe('<p>stock 3</p>');
    expect(cache.get('/shop-products/7')).toBeUndefined();
    expect(cache.get('/posts')).toBeUndefined();
  });

  it('keeps nothing for a page it could not draw, and at most maxPages pages (the oldest go first)', async () => {
    const { cache } = cacheWithClock(10_000, 2);
    expect(await cache.draw('/a', async () => undefined)).toBeUndefined();
    expect(cache.get('/a')).toBeUndefined();
    await cache.draw('/b', async () => 'b');
    await cache.draw('/c', async () => 'c');
    await cache.draw('/d', async () => 'd');
    expect([cache.get('/b'), cache.get('/c'), cache.get('/d')]).toEqual([undefined, 'c', 'd']);
  });
});
