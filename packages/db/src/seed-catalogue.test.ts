import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  artistGroups,
  artistMembers,
  fansignEvents,
  marketplaceListings,
  shopProducts,
  trendingProducts,
} from './catalogue-schema.ts';
import type { Database } from './client.ts';
import { countBulkProducts, generateLargeCatalogue } from './large-catalogue.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { useTestDatabases } from './test/test-databases.ts';

const generatedImage = /^\/media\/generated\/[a-z0-9][a-z0-9-]*\.svg$/;

async function countRows(db: Database) {
  const tables = {
    artistGroups,
    artistMembers,
    shopProducts,
    marketplaceListings,
    fansignEvents,
    trendingProducts,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

describe('seedCatalogue', () => {
  const createDatabase = useTestDatabases();

  it('fills every catalogue table once, however often it runs', async () => {
    const { db } = await createDatabase();
    expect(await seedCatalogue(db)).toBe(true);
    const counts = await countRows(db);
    expect(counts).toMatchObject({
      artistGroups: 30,
      shopProducts: 300,
      marketplaceListings: 60,
      fansignEvents: 25,
      trendingProducts: 40,
    });
    expect(counts.artistMembers).toBeGreaterThan(100);
    expect(await seedCatalogue(db)).toBe(false);
    expect(await countRows(db)).toEqual(counts);
  });

  it('seeds believable products, listings, events and trending products', async () => {
    const { db } = await createDatabase();
    await seedCatalogue(db);
    const products = await db.select().from(shopProducts);
    expect(products.filter((product) => product.stockQuantity === 0).length).toBeGreaterThan(10);
    expect(
      products.filter((product) => product.stockQuantity >= 1 && product.stockQuantity <= 10).length,
    ).toBeGreaterThan(10);
    expect(new Set(products.map((product) => product.artistGroupId)).size).toBeGreaterThan(20);
    expect(new Set(products.map((product) => product.category)).size).toBe(8);
    expect(new Set(products.map((product) => product.originShop)).size).toBe(8);
    for (const product of products) {
      expect(product.thumbnailPath).toMatch(generatedImage);
      if (product.category === 'ALBUM') expect(product.priceKrw).toBeGreaterThanOrEqual(15_000);
      if (product.category === 'ALBUM') expect(product.priceKrw).toBeLessThanOrEqual(35_000);
      if (product.category === 'LIGHTSTICK') expect(product.priceKrw).toBeGreaterThanOrEqual(45_000);
      if (product.category === 'LIGHTSTICK') expect(product.priceKrw).toBeLessThanOrEqual(65_000);
    }
    const listings = await db.select().from(marketplaceListings);
    const statuses = listings.map((listing) => listing.saleStatus);
    expect(statuses.filter((status) => status === 'SELLING').length).toBeGreaterThan(45);
    expect(statuses).toContain('SOLD_OUT');
    for (const listing of listings) {
      const url = listing.imageUrlTemplate.replace('{cnt}', '1').replace('{res}', '480');
      expect(url).toMatch(generatedImage);
    }
    // The first artist's page shows 5 of more listings for sale and 5 of more events.
    const [spotlight] = await db.select().from(artistGroups).where(eq(artistGroups.code, 'NOVA9'));
    const spotlightSelling = listings.filter(
      (listing) =>
        listing.artistGroupId === spotlight!.id &&
        listing.saleStatus === 'SELLING' &&
        listing.categoryId === '910',
    );
    expect(spotlightSelling.length).toBeGreaterThan(5);
    const events = await db.select().from(fansignEvents);
    expect(events.filter((event) => event.artistGroupId === spotlight!.id).length).toBeGreaterThan(5);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['VIDEO_CALL', 'OFFLINE']));
    for (const event of events)
      expect(event.entryEndDate.getTime()).toBeGreaterThan(event.entryStartDate.getTime());
    const trending = await db.select().from(trendingProducts);
    for (const product of trending) {
      expect(product.shopName.length).toBeLessThanOrEqual(20);
      expect(product.purchaseUrl).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('generates a large catalogue once, adding only what is missing', async () => {
    const { db } = await createDatabase();
    expect(await generateLargeCatalogue(db, 40)).toEqual({ inserted: 40, total: 40 });
    expect(await generateLargeCatalogue(db, 40)).toEqual({ inserted: 0, total: 40 });
    expect(await generateLargeCatalogue(db, 55)).toEqual({ inserted: 15, total: 55 });
    expect(await countBulkProducts(db)).toBe(55);
    const [soldOut] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(shopProducts)
      .where(sql`${shopProducts.stockQuantity} = 0 and ${shopProducts.thumbnailPath} like '%-bulk-%'`);
    expect(soldOut?.count).toBeGreaterThan(0);
  });
});
