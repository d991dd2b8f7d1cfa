import { marketplaceListings } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffMarketplaceListingValues } from '@fanship/domain/catalogue/staff-catalogue';
import { eq } from 'drizzle-orm';

export type ListingRow = typeof marketplaceListings.$inferSelect;
type ListingFields = Omit<
  StaffMarketplaceListingValues,
  'artistGroupCode' | 'imageSource' | 'imagePaths' | 'imageUrlTemplate' | 'imageCount'
> & {
  artistGroupId: number | null;
  imageUrlTemplate: string;
  imageCount: number;
};

export async function findListingRow(db: Database, pid: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(marketplaceListings).where(eq(marketplaceListings.pid, pid));
  return row;
}

export async function insertListing(db: Database, fields: ListingFields, now: Date): Promise<ListingRow> {
  const [row] = await db
    .insert(marketplaceListings)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateListing(db: Database, pid: string, fields: ListingFields, now: Date) {
  const [row] = await db
    .update(marketplaceListings)
    .set({ ...fields, updatedAt: now })
    .where(eq(marketplaceListings.pid, pid))
    .returning();
  return row;
}

export async function deleteListing(db: Database, pid: string): Promise<boolean> {
  const deleted = await db
    .delete(marketplaceListings)
    .where(eq(marketplaceListings.pid, pid))
    .returning({ pid: marketplaceListings.pid });
  return deleted.length > 0;
}
