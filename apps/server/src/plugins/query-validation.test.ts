import { shopProductQuerySchema } from '@fanship/domain/catalogue/shop-products';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidatorCompiler, MEMOISED_QUERIES_PER_ROUTE, memoisedQuery } from './query-validation.ts';

/**
 * A query schema that counts how often it is run: `tag` is upper-cased, `size` is a whole number from 1 to
 * 50 (default 20). Memoised or not, as the test asks.
 */
function countingSchema() {
  const runs = { count: 0 };
  const schema = z.object({
    tag: z.preprocess((value) => {
      runs.count++;
      return typeof value === 'string' ? value.toUpperCase() : value;
    }, z.string().optional()),
    size: z.coerce.number().int().min(1).max(50).default(20),
    tags: z.preprocess((value) => (value === undefined ? [] : String(value).split(',')), z.array(z.string())),
  });
  return { schema, runs };
}

/** A one-route app with the compiler under test; the handler answers the query it got and whether it is frozen. */
async function appWith(querystring: z.ZodType, seen: unknown[] = []) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(createValidatorCompiler());
  app.get('/list', { schema: { querystring } }, async (request) => {
    seen.push(request.query);
    return { query: request.query, frozen: Object.isFrozen(request.query) };
  });
  await app.ready();
  return app;
}

describe('query validation compiler', () => {
  it('validates a memoised query string once and hands every request the same frozen value', async () => {
    const { schema, runs } = countingSchema();
    const seen: unknown[] = [];
    const app = await appWith(memoisedQuery(schema), seen);

    const first = await app.inject({ method: 'GET', url: '/list?tag=moon&tags=a,b' });
    const second = await app.inject({ method: 'GET', url: '/list?tag=moon&tags=a,b' });
    expect(first.json()).toEqual({ query: { tag: 'MOON', size: 20, tags: ['a', 'b'] }, frozen: true });
    expect(second.json()).toEqual(first.json());
    expect(runs.count).toBe(1);
    expect(seen[1]).toBe(seen[0]);
    expect(Object.isFrozen((seen[0] as { tags: string[] }).tags)).toBe(true);

    // Another query string is validated for itself.
    const other = await app.inject({ method: 'GET', url: '/list?tag=sun&size=5' });
    expect(other.json()).toEqual({ query: { tag: 'SUN', size: 5, tags: [] }, frozen: true });
    expect(runs.count).toBe(2);
  });

  it('refuses an invalid memoised query every time with the same 400 and keeps nothing of it', async () => {
    const { schema, runs } = countingSchema();
    const app = await appWith(memoisedQuery(schema));

    const refused = await app.inject({ method: 'GET', url: '/list?tag=moon&size=500' });
    const again = await app.inject({ method: 'GET', url: '/list?tag=moon&size=500' });
    expect(refused.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    expect(runs.count).toBe(2);
  });

  it('validates a query schema that is not memoised on every request, into a value of its own', async () => {
    const { schema, runs } = countingSchema();
    const seen: unknown[] = [];
    const app = await appWith(schema, seen);

    await app.inject({ method: 'GET', url: '/list?tag=moon' });
    const second = await app.inject({ method: 'GET', url: '/list?tag=moon' });
    expect(second.json()).toEqual({ query: { tag: 'MOON', size: 20, tags: [] }, frozen: false });
    expect(runs.count).toBe(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('keeps at most its limit of query strings, dropping the oldest first', async () => {
    const { schema, runs } = countingSchema();
    const app = await appWith(memoisedQuery(schema));
    for (let index = 0; index <= MEMOISED_QUERIES_PER_ROUTE; index++) {
      await app.inject({ method: 'GET', url: `/list?tag=t${index}` });
    }
    expect(runs.count).toBe(MEMOISED_QUERIES_PER_ROUTE + 1);
    // The newest is still kept; the oldest was dropped and is validated again.
    await app.inject({ method: 'GET', url: `/list?tag=t${MEMOISED_QUERIES_PER_ROUTE}` });
    expect(runs.count).toBe(MEMOISED_QUERIES_PER_ROUTE + 1);
    await app.inject({ method: 'GET', url: '/list?tag=t0' });
    expect(runs.count).toBe(MEMOISED_QUERIES_PER_ROUTE + 2);
  });

  it("gives the shop list's memoised query the same value as zod does, for each query string", async () => {
    const app = await appWith(memoisedQuery(shopProductQuerySchema));
    for (const url of [
      '/list?category=album,Photocard&minPrice=10000&maxPrice=60000&excludeSoldOut=true',
      '/list?category=ALBUM&category=PHOTOCARD&excludeSoldOut=true&minPrice=10000&maxPrice=60000',
      '/list?name=%20moon%20&size=40',
      '/list',
    ]) {
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
      const repeated = new URL(url, 'http://x').searchParams.getAll('category');
      const expected = shopProductQuerySchema.parse(
        repeated.length > 1 ? { ...query, category: repeated } : query,
      );
      for (let time = 0; time < 2; time++) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.json().query).toEqual(expected);
      }
    }
    const reversed = await app.inject({ method: 'GET', url: '/list?minPrice=9&maxPrice=1' });
    expect(reversed.statusCode).toBe(400);
  });
});
