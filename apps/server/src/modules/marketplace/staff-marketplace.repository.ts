import { marketplaceListings } from '@fanship/db/catalogue-schema';
import type { StaffMarketplaceListingValues } from '@fanship/domain/catalogue/staff-catalogue';
import { keyedRows } from '../../lib/table-rows.ts';

export type ListingRow = typeof marketplaceListings.$inferSelect;
type ListingFields = Omit<
  StaffMarketplaceListingValues,
  'artistGroupCode' | 'imageSource' | 'imagePaths' | 'imageUrlTemplate' | 'imageCount'
> & {
  artistGroupId: number | null;
  imageUrlTemplate: string;
  imageCount: number;
};

/** Listings by pid, as the staff screens read and write them (`createdAt` and `updatedAt` stamped). */
export const listingRows = keyedRows<typeof marketplaceListings, string, ListingFields>(
  marketplaceListings,
  marketplaceListings.pid,
  { createdAt: true, updatedAt: true },
);
