import { like, sql } from 'drizzle-orm';
import { shopProducts } from './catalogue-schema.ts';
import type { Database } from './client.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** Thumbnails of generated bulk products carry this marker, which is how a rerun counts what exists. */
const BULK_THUMBNAIL_PATTERN = '/media/generated/%-bulk-%';

/** Counts the products a previous large-catalogue run inserted. */
export async function countBulkProducts(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopProducts)
    .where(like(shopProducts.thumbnailPath, BULK_THUMBNAIL_PATTERN));
  return row?.count ?? 0;
}

/**
 * Fills the shop up to `count` bulk products with one INSERT ... SELECT over generate_series, spread over
 * every artist, category, type, shop, price and stock shape; reruns only add what is missing.
 */
export async function generateLargeCatalogue(
  db: Database,
  count: number,
): Promise<{ inserted: number; total: number }> {
  await seedCatalogue(db);
  const existing = await countBulkProducts(db);
  if (existing >= count) return { inserted: 0, total: existing };
  const first = existing + 1;
  await db.execute(sql`
    WITH artist AS (
      SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names, count(*)::int AS n
      FROM artist_groups
    ),
    word AS (
      SELECT
        ARRAY['ALBUM','PHOTOBOOK','LIGHTSTICK','MD','SEASON_GREETING','DVD','PHOTOCARD','FASHION'] AS categories,
        ARRAY['album','photobook','lightstick','md','season','dvd','photocard','fashion'] AS kinds,
        ARRAY['Mini Album','Photobook','Official Light Stick','Tour MD Set','Season''s Greetings','Concert DVD',
              'Photocard Set','Logo Hoodie'] AS labels,
        ARRAY['First Light','Midnight Bloom','Neon Heart','Blue Horizon','Velvet Sky','Golden Hour','Echoes',
              'Paradox','Starfall','Daydream','Afterglow','Wonderland'] AS eras,
        ARRAY['NEW','PRE_ORDER','RESTOCK','LIMITED'] AS types,
        ARRAY['WEVERSE','KTOWN4U','YES24','ALADIN','SYNNARA','SOUNDWAVE','MAKESTAR','APPLEMUSIC'] AS shops
    )
    INSERT INTO shop_products (name, price_krw, stock_quantity, category, type, artist_group_id, origin_shop,
      thumbnail_path, image_paths, description_html, is_published, created_at, updated_at)
    SELECT
      artist.names[1 + g % artist.n] || ' ' || word.labels[1 + (g / 3) % 8] || ' ''' || word.eras[1 + (g * 7) % 12]
        || ''' #' || g,
      5000 + ((g * 7919) % 190) * 500,
      CASE WHEN g % 10 = 0 THEN 0 WHEN g % 10 = 1 THEN 1 + (g / 10) % 10 ELSE 11 + (g * 31) % 300 END,
      word.categories[1 + (g / 3) % 8],
      word.types[1 + (g * 3) % 4],
      artist.ids[1 + g % artist.n],
      word.shops[1 + (g * 5) % 8],
      '/media/generated/' || word.kinds[1 + (g / 3) % 8] || '-bulk-' || g || '.svg',
      '[]'::jsonb,
      '<p>Generated catalogue item for benchmarks.</p>',
      true,
      now() - make_interval(secs => ${count} - g),
      now() - make_interval(secs => ${count} - g)
    FROM generate_series(${first}::int, ${count}::int) AS g, artist, word
  `);
  await db.execute(sql`ANALYZE shop_products`);
  return { inserted: count - existing, total: count };
}
