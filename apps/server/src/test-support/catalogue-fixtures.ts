import { artistGroups } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';

/** Adds the artist group the catalogue tests file things under, SEVENTEEN (code SVT), and answers its row. */
export async function insertSeventeen(db: Database): Promise<typeof artistGroups.$inferSelect> {
  const [row] = await db.insert(artistGroups).values({ code: 'SVT', name: 'SEVENTEEN' }).returning();
  return row!;
}

/** A marketplace listing as staff enter it (`POST /api/staff/marketplace-listings`), filed under SEVENTEEN. */
export const staffListingBody = {
  pid: 'BJ-1',
  name: 'Weverse lightstick',
  priceKrw: '35000',
  shippingFeeKrw: 3000,
  saleStatus: 'SELLING',
  imageUrlTemplate: 'https://img.example.com/bj1_{cnt}_w{res}.jpg',
  imageCount: 2,
  condition: 'USED',
  artistGroupCode: 'SVT',
};
