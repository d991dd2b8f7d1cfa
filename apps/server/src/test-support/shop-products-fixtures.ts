import { artistGroups, artistMembers, shopProducts } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';

type Fixture = {
  name: string;
  category: string;
  type: string;
  originShop: string;
  priceKrw: number;
  stockQuantity: number;
  group?: 'ALPHA' | 'BETA';
  member?: 'ALPHA_ONE' | 'ALPHA_TWO';
  isPublished?: boolean;
};

/** The test catalogue, oldest first (ids ascending); lists answer it newest first. */
export const fixtureProducts: Fixture[] = [
  {
    name: 'Alpha Mini Album Blue',
    category: 'ALBUM',
    type: 'NEW',
    originShop: 'WEVERSE',
    priceKrw: 20_000,
    stockQuantity: 5,
    group: 'ALPHA',
    member: 'ALPHA_ONE',
  },
  {
    name: 'Alpha Light Stick',
    category: 'LIGHTSTICK',
    type: 'LIMITED',
    originShop: 'KTOWN4U',
    priceKrw: 55_000,
    stockQuantity: 0,
    group: 'ALPHA',
  },
  {
    name: 'BETA 100% Cotton Hoodie',
    category: 'FASHION',
    type: 'NEW',
    originShop: 'YES24',
    priceKrw: 69_000,
    stockQuantity: 50,
    group: 'BETA',
  },
  {
    name: 'Beta_Photocard set',
    category: 'PHOTOCARD',
    type: 'PRE_ORDER',
    originShop: 'WEVERSE',
    priceKrw: 12_000,
    stockQuantity: 20,
    group: 'BETA',
  },
  {
    name: 'Hidden Draft Album',
    category: 'ALBUM',
    type: 'NEW',
    originShop: 'WEVERSE',
    priceKrw: 25_000,
    stockQuantity: 10,
    group: 'ALPHA',
    isPublished: false,
  },
  {
    name: 'Alpha Season Greetings',
    category: 'SEASON_GREETING',
    type: 'RESTOCK',
    originShop: 'ALADIN',
    priceKrw: 38_000,
    stockQuantity: 100,
    group: 'ALPHA',
    member: 'ALPHA_TWO',
  },
  {
    name: 'No-artist DVD',
    category: 'DVD',
    type: 'NEW',
    originShop: 'SYNNARA',
    priceKrw: 45_000,
    stockQuantity: 3,
  },
];

/** Inserts two artists (ALPHA with two members, BETA) and the fixture products; answers the product ids by name. */
/** A staff edit of the fixture 'Alpha Mini Album Blue' (the staff form's fields): renamed Red, 21,000 won. */
export const editedAlbum = {
  name: 'Alpha Mini Album Red',
  priceKrw: '21000',
  stockQuantity: 5,
  category: 'ALBUM',
  type: 'NEW',
  originShop: 'WEVERSE',
  artistGroupCode: 'ALPHA',
  artistMemberCode: 'ALPHA_ONE',
  thumbnailPath: null,
  imagePaths: [],
  descriptionHtml: '<p>Red</p>',
  isPublished: true,
};

export async function insertFixtureCatalogue(db: Database): Promise<Record<string, number>> {
  const groups = await db
    .insert(artistGroups)
    .values([
      { code: 'ALPHA', name: 'Alpha' },
      { code: 'BETA', name: 'Beta' },
    ])
    .returning({ id: artistGroups.id, code: artistGroups.code });
  const groupId = (code: string) => groups.find((group) => group.code === code)!.id;
  const members = await db
    .insert(artistMembers)
    .values([
      { groupId: groupId('ALPHA'), code: 'ALPHA_ONE', name: 'One' },
      { groupId: groupId('ALPHA'), code: 'ALPHA_TWO', name: 'Two' },
    ])
    .returning({ id: artistMembers.id, code: artistMembers.code });
  const ids: Record<string, number> = {};
  for (const { group, member, ...fields } of fixtureProducts) {
    const [row] = await db
      .insert(shopProducts)
      .values({
        ...fields,
        artistGroupId: group ? groupId(group) : null,
        artistMemberId: member ? members.find((entry) => entry.code === member)!.id : null,
        descriptionHtml: `<p>About ${fields.name}</p>`,
        thumbnailPath: '/media/generated/album-test.svg',
      })
      .returning({ id: shopProducts.id });
    ids[fields.name] = row!.id;
  }
  return ids;
}

/** Inserts `count` plain published products (for paging and size tests). */
export async function insertManyProducts(db: Database, count: number): Promise<void> {
  await db.insert(shopProducts).values(
    Array.from({ length: count }, (_, index) => ({
      name: `Bulk item ${index + 1}`,
      priceKrw: 10_000 + index,
      stockQuantity: 5,
      category: 'MD',
      type: 'NEW',
      originShop: 'YES24',
    })),
  );
}

/** Inserts one published product (a mini album, 18,000 KRW, 5 in stock unless `fields` say otherwise). */
export async function insertProduct(db: Database, fields: Partial<typeof shopProducts.$inferInsert> = {}) {
  const [row] = await db
    .insert(shopProducts)
    .values({
      name: 'Mini album',
      priceKrw: 18_000,
      stockQuantity: 5,
      category: 'ALBUM',
      type: 'NEW',
      originShop: 'KTOWN4U',
      ...fields,
    })
    .returning();
  return row!;
}

/** Inserts `count` photocards (1,000 KRW, 9 in stock each) and answers their ids in order (for the cart's cap). */
export async function insertPhotocards(db: Database, count: number): Promise<{ id: number }[]> {
  return db
    .insert(shopProducts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Card ${index}`,
        priceKrw: 1_000,
        stockQuantity: 9,
        category: 'PHOTOCARD',
        type: 'NEW',
        originShop: 'YES24',
      })),
    )
    .returning({ id: shopProducts.id });
}
