import { marketplaceListings } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffMarketplaceListingValues } from '@fanship/domain/catalogue/staff-catalogue';
import { eq } from 'drizzle-orm';
import { deleteRows, findRow, insertRow, updateRow } from '../../lib/table-rows.ts';

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
  return findRow(db, marketplaceListings, eq(marketplaceListings.pid, pid));
}

export async function insertListing(db: Database, fields: ListingFields, now: Date): Promise<ListingRow> {
  return insertRow(db, marketplaceListings, { ...fields, createdAt: now, updatedAt: now });
}

export async function updateListing(db: Database, pid: string, fields: ListingFields, now: Date) {
  return updateRow(db, marketplaceListings, eq(marketplaceListings.pid, pid), { ...fields, updatedAt: now });
}

export async function deleteListing(db: Database, pid: string): Promise<boolean> {
  return deleteRows(db, marketplaceListings, eq(marketplaceListings.pid, pid));
}
