import { artistGroups, artistMembers, shopProducts } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { deleteRows } from '../../lib/table-rows.ts';

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
 * Which filters a list query uses and how many values each list holds: the SQL of a product list depends
 * on this shape only, the values go in as parameters.
 */
type ProductListShape = {
  publishedOnly: boolean;
  keyword: boolean;
  categories: number;
  types: number;
  originShops: number;
  artistGroupCodes: number;
  artistMemberCodes: number;
  minPrice: boolean;
  maxPrice: boolean;
  excludeSoldOut: boolean;
  beforeId: boolean;
};

type ListParameter = 'categories' | 'types' | 'originShops' | 'artistGroupCodes' | 'artistMemberCodes';
const listParameters: readonly ListParameter[] = [
  'categories',
  'types',
  'originShops',
  'artistGroupCodes',
  'artistMemberCodes',
];

function shapeOf(filter: ProductListFilter): ProductListShape {
  return {
    publishedOnly: filter.publishedOnly,
    keyword: Boolean(filter.keyword),
    categories: filter.categories?.length ?? 0,
    types: filter.types?.length ?? 0,
    originShops: filter.originShops?.length ?? 0,
    artistGroupCodes: filter.artistGroupCodes?.length ?? 0,
    artistMemberCodes: filter.artistMemberCodes?.length ?? 0,
    minPrice: filter.minPrice !== undefined,
    maxPrice: filter.maxPrice !== undefined,
    excludeSoldOut: Boolean(filter.excludeSoldOut),
    beforeId: filter.beforeId !== undefined,
  };
}

/** The parameter values of a list query, named as `placeholders` names them. */
function parameterValues(filter: ProductListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: filter.limit };
  if (filter.keyword) values.pattern = `%${escapeLikePattern(filter.keyword)}%`;
  for (const name of listParameters) {
    filter[name]?.forEach((value, index) => {
      values[`${name}${index}`] = value;
    });
  }
  if (filter.minPrice !== undefined) values.minPrice = filter.minPrice;
  if (filter.maxPrice !== undefined) values.maxPrice = filter.maxPrice;
  if (filter.beforeId !== undefined) values.beforeId = filter.beforeId;
  return values;
}

function placeholders(name: ListParameter, count: number): Placeholder[] {
  return Array.from({ length: count }, (_, index) => sql.placeholder(`${name}${index}`));
}

/**
 * The artist filter: a chosen member narrows their own group to that member, while a group chosen
 * without any of its members keeps all of its products. So `artistGroup=A,B&artistMember=a1` lists
 * a1's products and all of B's; members chosen without their group simply list their products.
 */
function artistFilterCondition(db: Executor, shape: ProductListShape): SQL | undefined {
  const groupCodes = placeholders('artistGroupCodes', shape.artistGroupCodes);
  const memberCodes = placeholders('artistMemberCodes', shape.artistMemberCodes);
  const byMember = memberCodes.length
    ? inArray(
        shopProducts.artistMemberId,
        db
          .select({ id: artistMembers.id })
          .from(artistMembers)
          .where(inArray(artistMembers.code, memberCodes)),
      )
    : undefined;
  if (!groupCodes.length) return byMember;
  const groupIds = db.select({ id: artistGroups.id }).from(artistGroups);
  const wholeGroups = memberCodes.length
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

function filterConditions(db: Executor, shape: ProductListShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.publishedOnly) conditions.push(eq(shopProducts.isPublished, true));
  if (shape.keyword) {
    // lower(name) LIKE lower(pattern) is what the trigram GIN index on lower(name) serves.
    conditions.push(sql`lower(${shopProducts.name}) like lower(${sql.placeholder('pattern')})`);
  }
  if (shape.categories) {
    conditions.push(inArray(shopProducts.category, placeholders('categories', shape.categories)));
  }
  if (shape.types) conditions.push(inArray(shopProducts.type, placeholders('types', shape.types)));
  if (shape.originShops) {
    conditions.push(inArray(shopProducts.originShop, placeholders('originShops', shape.originShops)));
  }
  const artistCondition = artistFilterCondition(db, shape);
  if (artistCondition) conditions.push(artistCondition);
  if (shape.minPrice) conditions.push(gte(shopProducts.priceKrw, sql.placeholder('minPrice')));
  if (shape.maxPrice) conditions.push(lte(shopProducts.priceKrw, sql.placeholder('maxPrice')));
  if (shape.excludeSoldOut) conditions.push(gt(shopProducts.stockQuantity, 0));
  if (shape.beforeId) conditions.push(lt(shopProducts.id, sql.placeholder('beforeId')));
  return conditions;
}

function prepareProductSummaries(db: Executor, shape: ProductListShape) {
  return (
    db
      .select(summaryColumns)
      .from(shopProducts)
      .leftJoin(artistGroups, eq(artistGroups.id, shopProducts.artistGroupId))
      .where(and(...filterConditions(db, shape)))
      .orderBy(desc(shopProducts.id))
      .limit(sql.placeholder('limit'))
      // Unnamed: PostgreSQL still plans each execution for its values (a named statement could settle on
      // a generic plan that ignores how selective a keyword or a price range is).
      .prepare(undefined as unknown as string)
  );
}
type PreparedProductSummaries = ReturnType<typeof prepareProductSummaries>;

/** Most query shapes a database keeps built; past this the oldest is dropped (lists of artist codes vary). */
const MAX_PREPARED_SHAPES = 256;
const preparedByDatabase = new WeakMap<Executor, Map<string, PreparedProductSummaries>>();

/**
 * Product cards newest first (id descending), keyset paged: never an OFFSET, so every page costs the same.
 * The query is built once per shape of filter (Drizzle's query building cost more than the query) and
 * run with the filter's values as parameters.
 */
export function selectProductSummaries(db: Executor, filter: ProductListFilter) {
  const shape = shapeOf(filter);
  const key = JSON.stringify(shape);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  let query = prepared.get(key);
  if (!query) {
    query = prepareProductSummaries(db, shape);
    if (prepared.size >= MAX_PREPARED_SHAPES) prepared.delete(prepared.keys().next().value as string);
    prepared.set(key, query);
  }
  return query.execute(parameterValues(filter));
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
  return deleteRows(db, shopProducts, eq(shopProducts.id, id));
}
