/**
 * Bodies of the staff catalogue screens (issue 3 scope 10): shop products and their stock, artist
 * groups and members, marketplace listings, fansign events and trending products. Each schema is both
 * the staff route's body (POST to create, PUT to replace) and the staff form's resolver.
 */
import { z } from 'zod';
import { artistTypes } from './artists.ts';
import {
  fansignSubTypes,
  fansignTypes,
  MARKETPLACE_PREVIEW_CATEGORY_ID,
  originShops,
  shopCategories,
  shopProductTypes,
} from './catalogue-constants.ts';
import {
  boundedArray,
  codeListValue,
  imagePath,
  optionalImagePath,
  optionalText,
  optionalTimestamp,
  optionalWebAddress,
  requiredText,
  timestamp,
  webAddress,
  wholeNumber,
  wonAmount,
} from './field-rules.ts';
import { marketplaceConditions, marketplaceSaleStatuses } from './marketplace.ts';

/** Most images a shop product may have. */
export const MAX_PRODUCT_IMAGES = 10;
/** Longest description HTML accepted (it is sanitised on the server before storage). */
export const MAX_DESCRIPTION_HTML_LENGTH = 100_000;

const stockQuantity = wholeNumber('Stock quantity', 0, 1_000_000, 'Stock quantity cannot be negative');
const optionalArtistCode = (label: string) => optionalText(label, 50);
const descriptionHtml = z
  .string()
  .max(MAX_DESCRIPTION_HTML_LENGTH, `Description is too long (max. ${MAX_DESCRIPTION_HTML_LENGTH})`)
  .default('');

/** Body of POST /staff/shop-products and PUT /staff/shop-products/{id}. */
export const staffShopProductSchema = z.object({
  name: requiredText('Name', 200),
  priceKrw: wonAmount('Price'),
  stockQuantity,
  category: codeListValue(shopCategories, 'Category'),
  type: codeListValue(shopProductTypes, 'Product type'),
  originShop: codeListValue(originShops, 'Origin shop'),
  artistGroupCode: optionalArtistCode('Artist group code'),
  artistMemberCode: optionalArtistCode('Artist member code'),
  thumbnailPath: optionalImagePath('Thumbnail'),
  imagePaths: boundedArray(imagePath('Image'), {
    max: MAX_PRODUCT_IMAGES,
    tooMany: `At most ${MAX_PRODUCT_IMAGES} images are allowed`,
  }).default([]),
  descriptionHtml,
  isPublished: z.boolean().default(true),
});
export type StaffShopProductInput = z.input<typeof staffShopProductSchema>;
export type StaffShopProductValues = z.output<typeof staffShopProductSchema>;

/** Body of PATCH /staff/shop-products/{id}/stock: the new stock, set absolutely. */
export const staffStockAdjustmentSchema = z.object({ stockQuantity });
export type StaffStockAdjustmentInput = z.input<typeof staffStockAdjustmentSchema>;

const artistCode = requiredText('Code', 50).regex(/^[^/?#%]+$/, 'Code cannot contain /, ?, # or %');

/** Body of a staff artist member (POST /staff/artist-groups/{code}/members). */
export const staffArtistMemberSchema = z.object({
  code: artistCode,
  name: requiredText('Name', 100),
});
export type StaffArtistMemberInput = z.input<typeof staffArtistMemberSchema>;

/** Body of POST /staff/artist-groups and PUT /staff/artist-groups/{code}. */
export const staffArtistGroupSchema = z.object({
  code: artistCode,
  name: requiredText('Name', 100),
  type: codeListValue(artistTypes, 'Artist type'),
  description: z.string().trim().max(5_000, 'Description is too long (max. 5000)').default(''),
  imagePath: optionalImagePath('Image'),
  searchTerm: z.string().trim().max(100, 'Search terms are too long (max. 100)').default(''),
});
export type StaffArtistGroupInput = z.input<typeof staffArtistGroupSchema>;
export type StaffArtistGroupValues = z.output<typeof staffArtistGroupSchema>;

/** Most images a marketplace listing may have. */
export const MAX_LISTING_IMAGES = 20;

/** Where a listing's images come from: files staff uploaded, or a web address template. */
export const listingImageSources = ['UPLOAD', 'TEMPLATE'] as const;
export type ListingImageSource = (typeof listingImageSources)[number];

/** Where a listing's uploaded images are kept: the server copies them to `${prefix}<series>/<n>`. */
export const LISTING_UPLOAD_PREFIX = '/media/uploads/marketplace/';

/**
 * Body of POST /staff/marketplace-listings and PUT /staff/marketplace-listings/{pid}. Images are either
 * uploaded files (`imageSource: 'UPLOAD'` with `imagePaths`, copied by the server into one numbered
 * series) or, by default, a web address template with {cnt} and an image count.
 */
export const staffMarketplaceListingSchema = z
  .object({
    pid: requiredText('Listing id', 40).regex(
      /^[A-Za-z0-9_-]+$/,
      'Listing id may contain only letters, numbers, - and _',
    ),
    name: requiredText('Name', 200),
    priceKrw: wonAmount('Price'),
    shippingFeeKrw: wonAmount('Shipping fee'),
    saleStatus: codeListValue(marketplaceSaleStatuses, 'Sale status'),
    imageSource: z.enum(listingImageSources).default('TEMPLATE'),
    imagePaths: boundedArray(imagePath('Image'), {
      max: MAX_LISTING_IMAGES,
      tooMany: `At most ${MAX_LISTING_IMAGES} images are allowed`,
    }).default([]),
    imageUrlTemplate: z
      .string()
      .trim()
      .max(500, { error: 'Image URL template is too long (max. 500)', abort: true })
      .regex(/^(\/|https?:\/\/|$)/, 'Image URL template must be an uploaded file or a web address')
      .refine((value) => value === '' || value.includes('{cnt}'), 'Image URL template must contain {cnt}')
      .default(''),
    imageCount: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      wholeNumber('Image count', 1, MAX_LISTING_IMAGES).optional(),
    ),
    description: z.string().trim().max(5_000, 'Description is too long (max. 5000)').default(''),
    condition: codeListValue(marketplaceConditions, 'Condition'),
    categoryId: z
      .string()
      .trim()
      .max(20, { error: 'Category id must be a number', abort: true })
      .regex(/^\d{1,20}$/, 'Category id must be a number')
      .default(MARKETPLACE_PREVIEW_CATEGORY_ID),
    artistGroupCode: optionalArtistCode('Artist group code'),
  })
  .superRefine((listing, context) => {
    if (listing.imageSource === 'UPLOAD') {
      if (listing.imagePaths.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['imagePaths'],
          message: 'Please upload at least one image',
        });
      }
      return;
    }
    if (!listing.imageUrlTemplate) {
      context.addIssue({
        code: 'custom',
        path: ['imageUrlTemplate'],
        message: 'Image URL template is required',
      });
    }
    if (listing.imageCount === undefined) {
      context.addIssue({ code: 'custom', path: ['imageCount'], message: 'Image count is required' });
    }
  });
export type StaffMarketplaceListingInput = z.input<typeof staffMarketplaceListingSchema>;
export type StaffMarketplaceListingValues = z.output<typeof staffMarketplaceListingSchema>;

/** Body of POST /staff/fansign-events and PUT /staff/fansign-events/{id}; entry must end after it starts. */
export const staffFansignEventSchema = z
  .object({
    title: requiredText('Title', 200),
    thumbnailUrl: optionalImagePath('Thumbnail'),
    unitPriceKrw: wonAmount('Unit price'),
    shopName: requiredText('Shop name', 50),
    type: codeListValue(fansignTypes, 'Event type'),
    subType: codeListValue(fansignSubTypes, 'Event sub-type'),
    artistGroupCode: optionalArtistCode('Artist group code'),
    artistNameEn: requiredText('Artist name (English)', 100),
    artistNameKo: z.string().trim().max(100, 'Artist name (Korean) is too long (max. 100)').default(''),
    entryStartDate: timestamp('Entry start date'),
    entryEndDate: timestamp('Entry end date'),
    winnerAnnouncementDate: optionalTimestamp('Winner announcement date'),
    purchaseUrl: webAddress('Purchase URL'),
    detailsUrl: optionalWebAddress('Details URL'),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.entryEndDate) <= Date.parse(event.entryStartDate)) {
      context.addIssue({
        code: 'custom',
        path: ['entryEndDate'],
        message: 'Entry end date must be after the entry start date',
      });
    }
  });
export type StaffFansignEventInput = z.input<typeof staffFansignEventSchema>;
export type StaffFansignEventValues = z.output<typeof staffFansignEventSchema>;

/** Body of POST /staff/trending-products and PUT /staff/trending-products/{id}. */
export const staffTrendingProductSchema = z.object({
  name: requiredText('Name', 200),
  thumbnailPath: optionalImagePath('Thumbnail'),
  unitPriceKrw: wonAmount('Unit price'),
  descriptionHtml,
  purchaseUrl: webAddress('Purchase URL'),
  shopName: requiredText('Shop name', 20),
  shopCloseAt: optionalTimestamp('Shop close date'),
});
export type StaffTrendingProductInput = z.input<typeof staffTrendingProductSchema>;
export type StaffTrendingProductValues = z.output<typeof staffTrendingProductSchema>;
