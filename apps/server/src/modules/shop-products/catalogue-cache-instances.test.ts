import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION_CHECK_MS } from '../../lib/catalogue-versions.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';
import { editedAlbum, insertFixtureCatalogue } from '../../test-support/shop-products-fixtures.ts';

// Issue 25, point 4: a product changed through one instance was served by another with its old values until
// that one restarted. Two apps on one database stand for two instances; each has its own clock.
const { start } = setupTestApps();
const bound = CATALOGUE_VERSION_CHECK_MS / 1000;

/** Instance A (with the fixture catalogue and a staff cookie) and B on A's database, with B's own clock. */
async function twoInstances(
  run: (instances: { a: TestApp; b: TestApp; staff: string; id: number }) => Promise<void>,
) {
  const a = await start();
  const ids = await insertFixtureCatalogue(a.database.db);
  const staff = await staffCookie(a);
  const b = await start({}, {}, a, { ownClock: true });
  await run({ a, b, staff, id: ids['Alpha Mini Album Blue']! });
}

describe('the catalogue cache across instances', () => {
  it('serves a change made through another instance within the bound', async () => {
    await twoInstances(async ({ a, b, staff, id }) => {
      const page = async () => b.get(`/api/shop-products/${id}`);
      const names = async () =>
        (await b.get('/api/shop-products?name=mini'))
          .json<{ content: { name: string }[] }>()
          .content.map((product) => product.name);
      expect((await page()).json()).toMatchObject({ name: 'Alpha Mini Album Blue', stockQuantity: 5 });
      expect(await names()).toEqual(['Alpha Mini Album Blue']);

      const edit = async (payload: object) => {
        const response = await a.patch(`/api/staff/shop-products/${id}`, payload, staff);
        expect(response.statusCode, response.body).toBe(200);
      };
      await edit(editedAlbum);
      b.clock.advance(bound);
      expect((await page()).json()).toMatchObject({ name: 'Alpha Mini Album Red', priceKrw: 21_000 });
      expect(await names()).toEqual(['Alpha Mini Album Red']);

      await edit({ ...editedAlbum, isPublished: false });
      b.clock.advance(bound);
      expect((await page()).statusCode).toBe(404);
      expect(await names()).toEqual([]);
    });
  });

  it('checks the shared versions at most once per interval, and keeps serving its kept answers between', async () => {
    await twoInstances(async ({ a, b, staff, id }) => {
      const stock = async () =>
        (await b.get(`/api/shop-products/${id}`)).json<{ stockQuantity: number }>().stockQuantity;
      expect(await stock()).toBe(5);
      const response = await a.patch(`/api/staff/shop-products/${id}/stock`, { stockQuantity: 0 }, staff);
      expect(response.statusCode, response.body).toBe(200);
      b.clock.advance(bound / 2);
      expect(await stock()).toBe(5);
      b.clock.advance(bound / 2);
      expect(await stock()).toBe(0);
    });
  });
});
