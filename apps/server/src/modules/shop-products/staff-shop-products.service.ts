import type { StaffShopProductValues } from '@fanship/domain/catalogue/staff-catalogue';
import type {
  StaffShopProductRecord,
  StaffShopProductSlice,
} from '@fanship/domain/catalogue/staff-shop-products';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { parseUrlId } from '../../lib/url-ids.ts';
import {
  deleteProduct,
  findArtistGroupByCode,
  findArtistMemberByCode,
  insertProduct,
  type ProductWrite,
  selectProductDetail,
  updateProduct,
} from './shop-products.repository.ts';
import {
  parseProductCursor,
  readProductPage,
  toProductDetail,
  toProductSummary,
} from './shop-products.service.ts';

type Executor = AppContext['db'];

/** Resolves the artist codes of a staff form to ids; an unknown code is a 400 on its field. */
async function resolveArtists(
  db: Executor,
  groupCode: string | null,
  memberCode: string | null,
): Promise<{ artistGroupId: number | null; artistMemberId: number | null }> {
  const group = groupCode ? await findArtistGroupByCode(db, groupCode) : undefined;
  if (groupCode && !group) {
    const message = `Unknown artist group code: ${groupCode}`;
    throw new AppError('VALIDATION', message, { artistGroupCode: message });
  }
  const member = memberCode ? await findArtistMemberByCode(db, memberCode) : undefined;
  if (memberCode && !member) {
    const message = `Unknown artist member code: ${memberCode}`;
    throw new AppError('VALIDATION', message, { artistMemberCode: message });
  }
  if (group && member && member.groupId !== group.id) {
    const message = `Artist member ${memberCode} does not belong to ${groupCode}`;
    throw new AppError('VALIDATION', message, { artistMemberCode: message });
  }
  return { artistGroupId: group?.id ?? member?.groupId ?? null, artistMemberId: member?.id ?? null };
}

async function toWrite(db: Executor, values: StaffShopProductValues): Promise<ProductWrite> {
  const { artistGroupCode, artistMemberCode, descriptionHtml, ...fields } = values;
  return {
    ...fields,
    ...(await resolveArtists(db, artistGroupCode, artistMemberCode)),
    descriptionHtml: sanitizeRichText(descriptionHtml),
  };
}

async function readRecord(context: AppContext, id: number): Promise<StaffShopProductRecord> {
  const row = await selectProductDetail(context.db, id);
  if (!row) throw notFound();
  return {
    ...toProductDetail(row),
    isPublished: row.product.isPublished,
    createdAt: row.product.createdAt.toISOString(),
    updatedAt: row.product.updatedAt.toISOString(),
  };
}

/** Lists every shop product for staff (published or not), newest first, with a name keyword. */
export async function listStaffShopProducts(
  context: AppContext,
  query: { keyword?: string; sliceCursor?: string; size: number },
): Promise<StaffShopProductSlice> {
  const { rows, last } = await readProductPage(
    context,
    { keyword: query.keyword, publishedOnly: false, beforeId: parseProductCursor(query.sliceCursor) },
    query.size,
  );
  return {
    content: rows.map((row) => ({
      ...toProductSummary(row),
      isPublished: row.isPublished,
      updatedAt: row.updatedAt.toISOString(),
    })),
    last,
  };
}

/** Reads one shop product for the staff form, published or not. */
export async function getStaffShopProduct(context: AppContext, id: string): Promise<StaffShopProductRecord> {
  return readRecord(context, parseUrlId(id));
}

/** Creates a shop product, resolving artist codes and sanitising the description before storage. */
export async function createStaffShopProduct(
  context: AppContext,
  values: StaffShopProductValues,
): Promise<StaffShopProductRecord> {
  const fields = await toWrite(context.db, values);
  const id = await context.catalogueCache.change(['shop-products'], () =>
    insertProduct(context.db, fields, context.clock.now()),
  );
  return readRecord(context, id);
}

/** Replaces every field of a shop product. */
export async function updateStaffShopProduct(
  context: AppContext,
  id: string,
  values: StaffShopProductValues,
): Promise<StaffShopProductRecord> {
  const productId = parseUrlId(id);
  const fields = await toWrite(context.db, values);
  const updated = await context.catalogueCache.change(['shop-products'], () =>
    updateProduct(context.db, productId, fields, context.clock.now()),
  );
  if (!updated) throw notFound();
  return readRecord(context, productId);
}

/** Sets a product's stock to an absolute quantity. */
export async function setStaffShopProductStock(
  context: AppContext,
  id: string,
  stockQuantity: number,
): Promise<StaffShopProductRecord> {
  const productId = parseUrlId(id);
  const updated = await context.catalogueCache.change(['shop-products'], () =>
    updateProduct(context.db, productId, { stockQuantity }, context.clock.now()),
  );
  if (!updated) throw notFound();
  return readRecord(context, productId);
}

/** Deletes a shop product (cart lines holding it go with it). */
export async function deleteStaffShopProduct(context: AppContext, id: string): Promise<void> {
  const productId = parseUrlId(id);
  if (!(await context.catalogueCache.change(['shop-products'], () => deleteProduct(context.db, productId))))
    throw notFound();
}
