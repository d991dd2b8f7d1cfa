import { listingImageUrls } from '@fanship/domain/catalogue/marketplace';
import type { CursorPage } from '@fanship/domain/catalogue/paging';
import type { StaffMarketplaceListingValues } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffMarketplaceListingRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import {
  queryListingPage,
  toMarketplaceListing,
} from '../../adapters/marketplace/local-marketplace-source.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cachedRecords } from '../../lib/cached-records.ts';
import { artistGroupCodesById, findArtistGroupId } from '../artists/index.ts';
import { copyUploadsToSeries } from '../uploads/index.ts';
import { type ListingRow, listingRows } from './staff-marketplace.repository.ts';

const duplicatePidMessage = 'A listing with this id already exists';

function toRecord(row: ListingRow, codes: Map<number, string>): StaffMarketplaceListingRecord {
  return {
    ...toMarketplaceListing(row),
    categoryId: row.categoryId,
    artistGroupCode: row.artistGroupId === null ? null : (codes.get(row.artistGroupId) ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function recordOf(context: AppContext, row: ListingRow) {
  return toRecord(row, await artistGroupCodesById(context, [row.artistGroupId]));
}

/** Where the stored listing's images are: a template with {cnt} and how many images it names. */
type ListingImages = { imageUrlTemplate: string; imageCount: number };

/**
 * The template and count to store: the given template, or for uploaded images one new numbered
 * series of copies (kept as they are when the paths are exactly the listing's current images).
 */
async function resolveImages(
  context: AppContext,
  memberId: number,
  values: StaffMarketplaceListingValues,
  current?: ListingRow,
): Promise<ListingImages> {
  if (values.imageSource === 'TEMPLATE') {
    return { imageUrlTemplate: values.imageUrlTemplate, imageCount: values.imageCount ?? 1 };
  }
  if (current) {
    const currentPaths = listingImageUrls(current.imageUrlTemplate, current.imageCount, 900);
    const isUnchanged =
      currentPaths.length === values.imagePaths.length &&
      currentPaths.every((path, index) => path === values.imagePaths[index]);
    if (isUnchanged) return { imageUrlTemplate: current.imageUrlTemplate, imageCount: current.imageCount };
  }
  const series = await copyUploadsToSeries(context, memberId, values.imagePaths, {
    folder: 'marketplace',
    field: 'imagePaths',
  });
  return { imageUrlTemplate: series.template, imageCount: series.count };
}

/** Turns the form's artist group code into the group id; an unknown code is a 400 on that field. */
async function artistGroupIdOf(context: AppContext, artistGroupCode: string | null): Promise<number | null> {
  if (artistGroupCode === null) return null;
  const artistGroupId = await findArtistGroupId(context, artistGroupCode);
  if (artistGroupId === null) {
    const message = `Unknown artist group: ${artistGroupCode}`;
    throw new AppError('VALIDATION', message, { artistGroupCode: message });
  }
  return artistGroupId;
}

/** The columns a listing stores for the form's values (images resolved last, once the rest is valid). */
async function storedFields(
  context: AppContext,
  memberId: number,
  values: StaffMarketplaceListingValues,
  current?: ListingRow,
) {
  const {
    artistGroupCode,
    imageSource: _source,
    imagePaths: _paths,
    imageUrlTemplate: _template,
    imageCount: _count,
    ...fields
  } = values;
  const artistGroupId = await artistGroupIdOf(context, artistGroupCode);
  return { ...fields, artistGroupId, ...(await resolveImages(context, memberId, values, current)) };
}

/** Lists every local listing for staff (any status or category), newest first, by cursor. */
export async function listStaffListings(
  context: AppContext,
  query: { keyword?: string; cursor?: string; size: number },
): Promise<CursorPage<StaffMarketplaceListingRecord>> {
  const page = await queryListingPage(context.db, query);
  const codes = await artistGroupCodesById(
    context,
    page.rows.map((row) => row.artistGroupId),
  );
  return {
    data: page.rows.map((row) => toRecord(row, codes)),
    hasNext: page.hasNext,
    nextCursor: page.nextCursor,
  };
}

const listings = cachedRecords({
  rows: listingRows,
  scopes: ['marketplace'],
  stored: (context, { memberId, values }: { memberId: number; values: StaffMarketplaceListingValues }) =>
    storedFields(context, memberId, values),
  record: recordOf,
});

/** Reads one local listing for the staff form, or answers 404. */
export const getStaffListing: (context: AppContext, pid: string) => Promise<StaffMarketplaceListingRecord> =
  listings.get;
/** Deletes a local listing. */
export const removeStaffListing = listings.remove;

/** Adds a listing to the local table; a pid already in use is a 409 on the pid field. */
export async function createStaffListing(
  context: AppContext,
  memberId: number,
  values: StaffMarketplaceListingValues,
): Promise<StaffMarketplaceListingRecord> {
  if (await listingRows.find(context.db, values.pid)) {
    throw new AppError('CONFLICT', duplicatePidMessage, { pid: duplicatePidMessage });
  }
  return listings.create(context, { memberId, values });
}

/** Replaces a local listing's fields (staff mark it sold here); a new pid must be free. */
export async function replaceStaffListing(
  context: AppContext,
  memberId: number,
  pid: string,
  values: StaffMarketplaceListingValues,
): Promise<StaffMarketplaceListingRecord> {
  const current = await listingRows.find(context.db, pid);
  if (!current) throw notFound();
  if (values.pid !== pid && (await listingRows.find(context.db, values.pid))) {
    throw new AppError('CONFLICT', duplicatePidMessage, { pid: duplicatePidMessage });
  }
  const fields = await storedFields(context, memberId, values, current);
  const row = await context.catalogueCache.change(['marketplace'], () =>
    listingRows.update(context.db, pid, fields, context.clock.now()),
  );
  if (!row) throw notFound();
  return recordOf(context, row);
}
