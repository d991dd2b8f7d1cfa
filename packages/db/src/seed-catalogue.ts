import { sql } from 'drizzle-orm';
import {
  artistGroups,
  artistMembers,
  fansignEvents,
  marketplaceListings,
  shopProducts,
  trendingProducts,
} from './catalogue-schema.ts';
import type { Database } from './client.ts';
import { demoArtists, memberCode } from './seed-catalogue-artists.ts';
import {
  buildDemoFansignEvents,
  buildDemoListings,
  buildDemoTrendingProducts,
} from './seed-catalogue-extras.ts';
import { buildDemoProducts, createRandom } from './seed-catalogue-products.ts';

/** How much the demo catalogue holds. */
export const demoCatalogueSize = { products: 300, listings: 60, fansignEvents: 25, trendingProducts: 40 };

/** The instant the demo catalogue's newest rows were "added". */
const NEWEST = new Date('2026-11-20T09:00:00Z');

/**
 * Seeds the demo catalogue (artists with members, shop products, marketplace listings, fansign events,
 * trending products) in one transaction; does nothing when artist groups already exist.
 */
export async function seedCatalogue(db: Database): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(artistGroups);
  if ((existing?.count ?? 0) > 0) return false;
  const random = createRandom(20_261_122);
  await db.transaction(async (tx) => {
    const artists = [];
    for (const artist of demoArtists) {
      const [group] = await tx
        .insert(artistGroups)
        .values({
          code: artist.code,
          name: artist.name,
          type: artist.type,
          description: `${artist.name} (${artist.searchTerm}) — ${artist.type === 'S' ? 'soloist' : `${artist.members.length}-member group`}; fandom name: ${artist.fandom}.`,
          imagePath: `/media/generated/artist-${artist.code.toLowerCase()}.svg`,
          searchTerm: artist.searchTerm,
        })
        .returning({ id: artistGroups.id });
      const members = await tx
        .insert(artistMembers)
        .values(
          artist.members.map((name) => ({ groupId: group!.id, code: memberCode(artist.code, name), name })),
        )
        .returning({ id: artistMembers.id, name: artistMembers.name });
      artists.push({ ...artist, id: group!.id, members });
    }
    await tx
      .insert(shopProducts)
      .values(buildDemoProducts(artists, demoCatalogueSize.products, random, NEWEST));
    await tx
      .insert(marketplaceListings)
      .values(buildDemoListings(artists, demoCatalogueSize.listings, random, NEWEST));
    await tx
      .insert(fansignEvents)
      .values(buildDemoFansignEvents(artists, demoCatalogueSize.fansignEvents, random));
    await tx
      .insert(trendingProducts)
      .values(buildDemoTrendingProducts(artists, demoCatalogueSize.trendingProducts, random, NEWEST));
  });
  return true;
}
