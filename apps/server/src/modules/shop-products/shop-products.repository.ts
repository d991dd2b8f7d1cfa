import { artistGroups, artistMembers, shopProducts } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import { and, desc, eq, gt, gte, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** What a product list may be narrowed by; every field is optional except the paging ones. */
export type ProductListFilter = {
  keyword?: string;
  categories?: string[];
  types?: string[];
  originShops?: string[];
  artistGroupCodes?: string[];
  artistMemberCodes?: string[];
  minPrice?: number;
  maxPrice?: number;
  excludeSoldOut?: boolean;
  publishedOnly: boolean;
  /** Keyset cursor: only products with a smaller id (newest first is id descending). */
  beforeId?: number;
  limit: number;
};

export type ProductWrite = {
  name: string;
  priceKrw: number;
  stockQuantity: number;
  category: string;
  type: string;
  originShop: string;
  artistGroupId: number | null;
  artistMemberId: number | null;
  thumbnailPath: string | null;
  imagePaths: string[];
  descriptionHtml: string;
  isPublished: boolean;
};

/** Escapes LIKE wildcards so a keyword matches literally (backslash is PostgreSQL's default escape). */
export function escapeLikePattern(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const summaryColumns = {
  id: shopProducts.id,
  name: shopProducts.name,
  priceKrw: shopProducts.priceKrw,
  thumbnailPath: shopProducts.thumbnailPath,
  stockQuantity: shopProducts.stockQuantity,
  category: shopProducts.category,
  type: shopProducts.type,
  originShop: shopProducts.originShop,
  isPublished: shopProducts.isPublished,
  updatedAt: shopProducts.updatedAt,
  groupCode: artistGroups.code,
  groupName: artistGroups.name,
};

/**
 * The artist filter: a chosen member narrows their own group to that member, while a group chosen
 * without any of its members keeps all of its products. So `artistGroup=A,B&artistMember=a1` lists
 * a1's products and all of B's; members chosen without their group simply list their products.
 */
function artistFilterCondition(
  db: Executor,
  groupCodes: string[] | undefined,
  memberCodes: string[] | undefined,
): SQL | undefined {
  const byMember = memberCodes?.length
    ? inArray(
        shopProducts.artistMemberId,
        db
          .select({ id: artistMembers.id })
          .from(artistMembers)
          .where(inArray(artistMembers.code, memberCodes)),
      )
    : undefined;
  if (!groupCodes?.length) return byMember;
  const groupIds = db.select({ id: artistGroups.id }).from(artistGroups);
  const wholeGroups = memberCodes?.length
    ? groupIds.where(
        and(
          inArray(artistGroups.code, groupCodes),
          notInArray(
            artistGroups.id,
            db
              .select({ id: artistMembers.groupId })
              .from(artistMembers)
              .where(inArray(artistMembers.code, memberCodes)),
          ),
        ),
      )
    : groupIds.where(inArray(artistGroups.code, groupCodes));
  const byGroup = inArray(shopProducts.artistGroupId, wholeGroups);
  return byMember ? or(byMember, byGroup) : byGroup;
}

function filterConditions(db: Executor, filter: ProductListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.publishedOnly) conditions.push(eq(shopProducts.isPublished, true));
  if (filter.keyword) {
    // lower(name) LIKE lower(pattern) is what the trigram GIN index on lower(name) serves.
    const pattern = `%${escapeLikePattern(filter.keyword)}%`;
    conditions.push(sql`lower(${shopProducts.name}) like lower(${pattern})`);
  }
  if (filter.categories?.length) conditions.push(inArray(shopProducts.category, filter.categories));
  if (filter.types?.length) conditions.push(inArray(shopProducts.type, filter.types));
  if (filter.originShops?.length) conditions.push(inArray(shopProducts.originShop, filter.originShops));
  const artistCondition = artistFilterCondition(db, filter.artistGroupCodes, filter.artistMemberCodes);
  if (artistCondition) conditions.push(artistCondition);
  if (filter.minPrice !== undefined) conditions.push(gte(shopProducts.priceKrw, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(shopProducts.priceKrw, filter.maxPrice));
  if (filter.excludeSoldOut) conditions.push(gt(shopProducts.stockQuantity, 0));
  if (filter.beforeId !== undefined) conditions.push(lt(shopProducts.id, filter.beforeId));
  return conditions;
}

/** Product cards newest first (id descending), keyset paged: never an OFFSET, so every page costs the same. */
export function selectProductSummaries(db: Executor, filter: ProductListFilter) {
  return db
    .select(summaryColumns)
    .from(shopProducts)
    .leftJoin(artistGroups, eq(artistGroups.id, shopProducts.artistGroupId))
    .where(and(...filterConditions(db, filter)))
    .orderBy(desc(shopProducts.id))
    .limit(filter.limit);
}
export type ProductSummaryRow = Awaited<ReturnType<typeof selectProductSummaries>>[number];

/** One product with its artist group and member. */
export async function selectProductDetail(db: Executor, id: number) {
  const [row] = await db
    .select({
      product: shopProducts,
      groupCode: artistGroups.code,
      groupName: artistGroups.name,
      memberCode: artistMembers.code,
      memberName: artistMembers.name,
    })
    .from(shopProducts)
    .leftJoin(artistGroups, eq(artistGroups.id, shopProducts.artistGroupId))
    .leftJoin(artistMembers, eq(artistMembers.id, shopProducts.artistMemberId))
    .where(eq(shopProducts.id, id));
  return row;
}
export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof selectProductDetail>>>;

/** The artist group with this code, if any. */
export async function findArtistGroupByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: artistGroups.id, code: artistGroups.code })
    .from(artistGroups)
    .where(eq(artistGroups.code, code));
  return row;
}

/** The artist member with this code, if any. */
export async function findArtistMemberByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: artistMembers.id, groupId: artistMembers.groupId })
    .from(artistMembers)
    .where(eq(artistMembers.code, code));
  return row;
}

export async function insertProduct(db: Executor, fields: ProductWrite, now: Date): Promise<number> {
  const [row] = await db
    .insert(shopProducts)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: shopProducts.id });
  return row!.id;
}

export async function updateProduct(
  db: Executor,
  id: number,
  fields: Partial<ProductWrite>,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(shopProducts)
    .set({ ...fields, updatedAt: now })
    .where(eq(shopProducts.id, id))
    .returning({ id: shopProducts.id });
  return updated.length > 0;
}

export async function deleteProduct(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(shopProducts)
    .where(eq(shopProducts.id, id))
    .returning({ id: shopProducts.id });
  return deleted.length > 0;
}
