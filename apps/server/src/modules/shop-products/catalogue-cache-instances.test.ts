import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { CATALOGUE_VERSION_CHECK_MS } from '../../lib/catalogue-versions.ts';
import { createTestClock, setupTestApps, testConfig } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';
import { editedAlbum, insertFixtureCatalogue } from '../../test-support/shop-products-fixtures.ts';

// Issue 25, point 4: a product changed through one instance was served by another with its old values until
// that one restarted. Two apps on one database stand for two instances; each has its own clock.
const { start } = setupTestApps();
const bound = CATALOGUE_VERSION_CHECK_MS / 1000;

/** Instance A (with the fixture catalogue and a staff cookie) and B on A's database; B is closed after `run`. */
async function twoInstances(
  run: (instances: {
    a: Awaited<ReturnType<typeof start>>;
    b: Awaited<ReturnType<typeof buildApp>>;
    clockB: ReturnType<typeof createTestClock>;
    staff: string;
    id: number;
  }) => Promise<void>,
) {
  const a = await start();
  const ids = await insertFixtureCatalogue(a.database.db);
  const staff = await staffCookie(a);
  const clockB = createTestClock();
  const b = await buildApp(testConfig(), { database: a.database, clock: clockB });
  try {
    await run({ a, b, clockB, staff, id: ids['Alpha Mini Album Blue']! });
  } finally {
    await b.close();
  }
}

describe('the catalogue cache across instances', () => {
  it('serves a change made through another instance within the bound', async () => {
    await twoInstances(async ({ a, b, clockB, staff, id }) => {
      const page = async () => b.inject({ method: 'GET', url: `/api/shop-products/${id}` });
      const names = async () =>
        (await b.inject({ method: 'GET', url: '/api/shop-products?name=mini' }))
          .json<{ content: { name: string }[] }>()
          .content.map((product) => product.name);
      expect((await page()).json()).toMatchObject({ name: 'Alpha Mini Album Blue', stockQuantity: 5 });
      expect(await names()).toEqual(['Alpha Mini Album Blue']);

      const edit = async (payload: object) => {
        const response = await a.patch(`/api/staff/shop-products/${id}`, payload, staff);
        expect(response.statusCode, response.body).toBe(200);
      };
      await edit(editedAlbum);
      clockB.advance(bound);
      expect((await page()).json()).toMatchObject({ name: 'Alpha Mini Album Red', priceKrw: 21_000 });
      expect(await names()).toEqual(['Alpha Mini Album Red']);

      await edit({ ...editedAlbum, isPublished: false });
      clockB.advance(bound);
      expect((await page()).statusCode).toBe(404);
      expect(await names()).toEqual([]);
    });
  });

  it('checks the shared versions at most once per interval, and keeps serving its kept answers between', async () => {
    await twoInstances(async ({ a, b, clockB, staff, id }) => {
      const stock = async () =>
        (await b.inject({ method: 'GET', url: `/api/shop-products/${id}` })).json<{ stockQuantity: number }>()
          .stockQuantity;
      expect(await stock()).toBe(5);
      const response = await a.patch(`/api/staff/shop-products/${id}/stock`, { stockQuantity: 0 }, staff);
      expect(response.statusCode, response.body).toBe(200);
      clockB.advance(bound / 2);
      expect(await stock()).toBe(5);
      clockB.advance(bound / 2);
      expect(await stock()).toBe(0);
    });
  });
});
