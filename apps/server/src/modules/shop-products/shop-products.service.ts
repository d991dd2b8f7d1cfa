import type {
  OriginShop,
  ShopCategory,
  ShopProductType,
} from '@fanship/domain/catalogue/catalogue-constants';
import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import type {
  ShopProductDetail,
  ShopProductQuery,
  ShopProductSlice,
  ShopProductSummary,
} from '@fanship/domain/catalogue/shop-products';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseUrlId } from '../../lib/url-ids.ts';
import {
  type ProductDetailRow,
  type ProductListFilter,
  type ProductSummaryRow,
  selectProductDetail,
  selectProductSummaries,
} from './shop-products.repository.ts';

const cursorKeyParts = ['integer'] as const;

/** Reads a slice cursor into the id to page below; a malformed cursor is a 400 'Invalid cursor'. */
export function parseProductCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeSliceCursor(cursor, cursorKeyParts);
  if (!key || key[0] < 1) {
    throw new AppError('VALIDATION', invalidCursorMessage, { sliceCursor: invalidCursorMessage });
  }
  return key[0];
}

/** What the shop card and the product page both begin with: the product and its artist group, if any. */
function productBasics(
  product: Pick<
    ProductSummaryRow,
    'id' | 'name' | 'priceKrw' | 'thumbnailPath' | 'stockQuantity' | 'category' | 'type'
  >,
  group: Pick<ProductSummaryRow, 'groupCode' | 'groupName'>,
) {
  return {
    id: product.id,
    name: product.name,
    priceKrw: product.priceKrw,
    thumbnailPath: product.thumbnailPath,
    stockQuantity: product.stockQuantity,
    category: product.category as ShopCategory,
    type: product.type as ShopProductType,
    artistGroup: group.groupCode && group.groupName ? { code: group.groupCode, name: group.groupName } : null,
  };
}

/** Shapes a list row as the shop card, with the cursor of its position. */
export function toProductSummary(row: ProductSummaryRow): ShopProductSummary {
  return {
    ...productBasics(row, row),
    originShop: row.originShop as OriginShop,
    sliceCursor: encodeSliceCursor([row.id]),
  };
}

/** Shapes a detail row as the product page reads it. */
export function toProductDetail(row: ProductDetailRow): ShopProductDetail {
  const { product } = row;
  return {
    ...productBasics(product, row),
    artistMember: row.memberCode && row.memberName ? { code: row.memberCode, name: row.memberName } : null,
    originShop: product.originShop as OriginShop,
    descriptionHtml: product.descriptionHtml,
    imagePaths: product.imagePaths,
  };
}

/** Reads one page of rows (asking one more than the size to learn whether it is the last). */
export async function readProductPage(
  context: AppContext,
  filter: Omit<ProductListFilter, 'limit'>,
  size: number,
): Promise<{ rows: ProductSummaryRow[]; last: boolean }> {
  const rows = await selectProductSummaries(context.db, { ...filter, limit: size + 1 });
  return { rows: rows.slice(0, size), last: rows.length <= size };
}

/** Shop answers name their products' artists, so an artist change drops them too. */
const PRODUCT_SCOPES = ['shop-products', 'artists'] as const;

/**
 * Lists published shop products newest first, with every filter of the shop page and keyset paging;
 * answers come from the catalogue cache until the catalogue changes.
 */
export function listShopProducts(context: AppContext, query: ShopProductQuery): Promise<ShopProductSlice> {
  return context.catalogueCache.read(listCacheKey(query), PRODUCT_SCOPES, () =>
    readShopProductSlice(context, query),
  );
}

/**
 * The catalogue cache key of each validated query object: the route hands out one frozen object per query
 * string (decision 017), so the key is written once and, being the same string, hashed once.
 */
const listCacheKeys = new WeakMap<ShopProductQuery, string>();

function listCacheKey(query: ShopProductQuery): string {
  let key = listCacheKeys.get(query);
  if (key === undefined) {
    key = `shop-products:${JSON.stringify(query)}`;
    if (Object.isFrozen(query)) listCacheKeys.set(query, key);
  }
  return key;
}

async function readShopProductSlice(context: AppContext, query: ShopProductQuery): Promise<ShopProductSlice> {
  const { rows, last } = await readProductPage(
    context,
    {
      keyword: query.name,
      categories: query.category,
      types: query.type,
      originShops: query.originShop,
      artistGroupCodes: query.artistGroup,
      artistMemberCodes: query.artistMember,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      excludeSoldOut: query.excludeSoldOut,
      publishedOnly: true,
      beforeId: parseProductCursor(query.sliceCursor),
    },
    query.size,
  );
  return { content: rows.map(toProductSummary), last };
}

/**
 * Reads one published product (from the catalogue cache until the catalogue changes); unknown, malformed
 * and unpublished ids are all not found.
 */
export async function getShopProduct(context: AppContext, id: string): Promise<ShopProductDetail> {
  const productId = parseUrlId(id);
  const product = await context.catalogueCache.read(`shop-product:${productId}`, PRODUCT_SCOPES, async () => {
    const row = await selectProductDetail(context.db, productId);
    return row?.product.isPublished ? toProductDetail(row) : null;
  });
  if (!product) throw notFound();
  return product;
}
