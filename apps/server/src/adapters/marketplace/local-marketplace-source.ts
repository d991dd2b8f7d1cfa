import { marketplaceListings } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { listingImageTemplates, type MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';
import { effectiveCategoryId, type MarketplaceSearch, type MarketplaceSource } from './marketplace-source.ts';

type ListingRow = typeof marketplaceListings.$inferSelect;

/** Shapes a marketplace_listings row as the API's listing. */
export function toMarketplaceListing(row: ListingRow): MarketplaceListing {
  return {
    pid: row.pid,
    name: row.name,
    priceKrw: row.priceKrw,
    shippingFeeKrw: row.shippingFeeKrw,
    saleStatus: row.saleStatus,
    imageUrlTemplate: row.imageUrlTemplate,
    imageCount: row.imageCount,
    imageUrls: listingImageTemplates(row.imageUrlTemplate, row.imageCount),
    description: row.description,
    condition: row.condition,
  };
}

/** Filters and the keyset cursor of a listing query; `categoryId` undefined means every category. */
export type ListingFilter = {
  keyword?: string;
  categoryId?: string;
  artistGroupId?: number;
  isSellingOnly?: boolean;
  cursor?: string;
  size: number;
};

/** Reads listings newest first (created_at desc, pid desc) with keyset paging; a bad cursor is a 400. */
export async function queryListingPage(db: Database, filter: ListingFilter) {
  const conditions: SQL[] = [];
  if (filter.categoryId !== undefined) conditions.push(eq(marketplaceListings.categoryId, filter.categoryId));
  if (filter.keyword) conditions.push(containsText(marketplaceListings.name, filter.keyword));
  if (filter.artistGroupId !== undefined) {
    conditions.push(eq(marketplaceListings.artistGroupId, filter.artistGroupId));
  }
  if (filter.isSellingOnly) conditions.push(eq(marketplaceListings.saleStatus, 'SELLING'));
  if (filter.cursor !== undefined) {
    const key = decodeSliceCursor(filter.cursor, ['timestamp', 'text']);
    if (!key) throw new AppError('BAD_REQUEST', invalidCursorMessage);
    conditions.push(
      sql`(${marketplaceListings.createdAt}, ${marketplaceListings.pid}) < (${key[0]}::timestamptz, ${key[1]})`,
    );
  }
  const rows = await db
    .select({ row: marketplaceListings, cursorAt: isoTimestampText(marketplaceListings.createdAt) })
    .from(marketplaceListings)
    .where(and(...conditions))
    .orderBy(desc(marketplaceListings.createdAt), desc(marketplaceListings.pid))
    .limit(filter.size + 1);
  const hasNext = rows.length > filter.size;
  const page = rows.slice(0, filter.size);
  const last = page.at(-1);
  return {
    rows: page.map((entry) => entry.row),
    hasNext,
    nextCursor: hasNext && last ? encodeSliceCursor([last.cursorAt, last.row.pid]) : null,
  };
}

/** The default source: the marketplace_listings table staff keep. */
export function createLocalMarketplaceSource(db: Database): MarketplaceSource {
  return {
    async search(query: MarketplaceSearch) {
      const page = await queryListingPage(db, {
        keyword: query.keyword,
        categoryId: effectiveCategoryId(query),
        artistGroupId: query.artist?.id,
        isSellingOnly: query.isSellingOnly,
        cursor: query.cursor,
        size: query.size,
      });
      return {
        data: page.rows.map(toMarketplaceListing),
        hasNext: page.hasNext,
        nextCursor: page.nextCursor,
      };
    },
    async getListing(pid: string) {
      const [row] = await db.select().from(marketplaceListings).where(eq(marketplaceListings.pid, pid));
      return row ? toMarketplaceListing(row) : null;
    },
  };
}
