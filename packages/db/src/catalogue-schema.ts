import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingReference, createdAt, identityId, updatedAt } from './columns.ts';
import { members } from './schema.ts';

/** Artist groups and soloists (type S); their code is the artist page's URL segment. */
export const artistGroups = pgTable('artist_groups', {
  id: identityId(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  type: char('type', { length: 1 }).notNull().default('G'),
  description: text('description').notNull().default(''),
  imagePath: text('image_path'),
  searchTerm: varchar('search_term', { length: 100 }).notNull().default(''),
  createdAt: createdAt(),
});

/** Members of an artist group. */
export const artistMembers = pgTable(
  'artist_members',
  {
    id: identityId(),
    groupId: cascadingReference('group_id', () => artistGroups.id),
    code: varchar('code', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (table) => [index('artist_members_group_idx').on(table.groupId)],
);

/** Products of Fanship's own shop, priced in won, with stock. */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: identityId(),
    name: varchar('name', { length: 200 }).notNull(),
    priceKrw: integer('price_krw').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    category: varchar('category', { length: 30 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    artistGroupId: integer('artist_group_id').references(() => artistGroups.id, { onDelete: 'set null' }),
    artistMemberId: integer('artist_member_id').references(() => artistMembers.id, { onDelete: 'set null' }),
    originShop: varchar('origin_shop', { length: 30 }).notNull(),
    thumbnailPath: text('thumbnail_path'),
    imagePaths: jsonb('image_paths').$type<string[]>().notNull().default([]),
    descriptionHtml: text('description_html').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shop_products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('shop_products_price_idx').on(table.priceKrw),
    index('shop_products_group_idx').on(table.artistGroupId),
    // The member filter, and the SET NULL when a member is deleted, look products up by member.
    index('shop_products_member_idx').on(table.artistMemberId),
  ],
);

/** Second-hand marketplace listings kept by staff (the default marketplace source). */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    pid: varchar('pid', { length: 40 }).primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    priceKrw: integer('price_krw').notNull(),
    shippingFeeKrw: integer('shipping_fee_krw').notNull().default(0),
    saleStatus: varchar('sale_status', { length: 20 }).notNull().default('SELLING'),
    imageUrlTemplate: text('image_url_template').notNull(),
    imageCount: integer('image_count').notNull().default(1),
    description: text('description').notNull().default(''),
    condition: varchar('condition', { length: 20 }).notNull().default('USED'),
    categoryId: varchar('category_id', { length: 20 }).notNull().default('910'),
    artistGroupId: integer('artist_group_id').references(() => artistGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('marketplace_listings_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** Fansign events members can join through a proxy purchase. */
export const fansignEvents = pgTable('fansign_events', {
  id: identityId(),
  title: varchar('title', { length: 200 }).notNull(),
  thumbnailUrl: text('thumbnail_url'),
  unitPriceKrw: integer('unit_price_krw').notNull(),
  shopName: varchar('shop_name', { length: 50 }).notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  subType: varchar('sub_type', { length: 30 }).notNull(),
  artistGroupId: integer('artist_group_id').references(() => artistGroups.id, { onDelete: 'set null' }),
  artistNameEn: varchar('artist_name_en', { length: 100 }).notNull(),
  artistNameKo: varchar('artist_name_ko', { length: 100 }).notNull().default(''),
  entryStartDate: timestamp('entry_start_date', { withTimezone: true }).notNull(),
  entryEndDate: timestamp('entry_end_date', { withTimezone: true }).notNull(),
  winnerAnnouncementDate: timestamp('winner_announcement_date', { withTimezone: true }),
  purchaseUrl: text('purchase_url').notNull(),
  detailsUrl: text('details_url'),
  createdAt: createdAt(),
});

/** Trending products from Korean shops, bought through Order for Me. */
export const trendingProducts = pgTable('trending_products', {
  id: identityId(),
  name: varchar('name', { length: 200 }).notNull(),
  thumbnailPath: text('thumbnail_path'),
  unitPriceKrw: integer('unit_price_krw').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  purchaseUrl: text('purchase_url').notNull(),
  shopName: varchar('shop_name', { length: 20 }).notNull(),
  shopCloseAt: timestamp('shop_close_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Blog posts, events, notices and reviews: one table, told apart by kind. */
export const posts = pgTable(
  'posts',
  {
    id: identityId(),
    kind: varchar('kind', { length: 10 }).notNull(),
    subType: varchar('sub_type', { length: 30 }),
    title: varchar('title', { length: 200 }).notNull(),
    contentHtml: text('content_html').notNull(),
    imagePath: text('image_path'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('posts_kind_created_idx').on(table.kind, table.createdAt)],
);

/** Help desk categories, each with topics (markdown) and their FAQs. */
export const helpCategories = pgTable('help_categories', {
  id: identityId(),
  slug: varchar('slug', { length: 50 }).notNull().unique(),
  title: varchar('title', { length: 100 }).notNull(),
  position: integer('position').notNull().default(0),
});

export const helpTopics = pgTable('help_topics', {
  id: identityId(),
  categoryId: cascadingReference('category_id', () => helpCategories.id),
  title: varchar('title', { length: 200 }).notNull(),
  contentMarkdown: text('content_markdown').notNull().default(''),
  faqs: jsonb('faqs').$type<{ question: string; answerMarkdown: string }[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

/** Fixed site pages staff edit (terms of use, privacy policy), one row per slug; content is sanitised HTML. */
export const sitePages = pgTable('site_pages', {
  slug: varchar('slug', { length: 30 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  contentHtml: text('content_html').notNull(),
  updatedAt: updatedAt(),
});

/** Exchange rates set by admin (won per US dollar); the newest row is current, older rows are the history. */
export const exchangeRates = pgTable('exchange_rates', {
  id: identityId(),
  baseRate: numeric('base_rate', { precision: 12, scale: 4 }).notNull(),
  wiseRate: numeric('wise_rate', { precision: 12, scale: 4 }).notNull(),
  setByMemberId: integer('set_by_member_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Shipping rate cards admin edit: a carrier service, its countries and weight steps in grams. */
export const rateCards = pgTable('rate_cards', {
  id: identityId(),
  carrier: varchar('carrier', { length: 30 }).notNull(),
  type: varchar('type', { length: 10 }).notNull(),
  zone: varchar('zone', { length: 50 }),
  countries: jsonb('countries').$type<string[]>().notNull(),
  maxWeightGrams: integer('max_weight_grams').notNull(),
  steps: jsonb('steps').$type<{ upToGrams: number; priceKrw: number }[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A member's cart, kept on the server. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    memberId: cascadingReference('member_id', () => members.id),
    type: varchar('type', { length: 20 }).notNull(),
    shopProductId: integer('shop_product_id').references(() => shopProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** An OFM line (type OFM): what to buy and where, priced by the shop it comes from. */
    name: varchar('name', { length: 500 }),
    link: varchar('link', { length: 1000 }),
    imageUrl: varchar('image_url', { length: 1000 }),
    unitPriceKrw: integer('unit_price_krw'),
    shopName: varchar('shop_name', { length: 20 }),
    trendingProductId: integer('trending_product_id').references(() => trendingProducts.id, {
      onDelete: 'set null',
    }),
    /**
     * A shop line checked out into a KFD_SHOP request that is not paid yet: it stays in the cart until that
     * request is paid (then removed) or cancelled (then free again). The request's id, not a foreign key: the
     * request tables import this file.
     */
    checkoutRequestId: integer('checkout_request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_member_product_idx').on(table.memberId, table.shopProductId),
    index('cart_items_checkout_idx').on(table.checkoutRequestId),
  ],
);

/** Uploaded files: the bytes live in the storage adapter, this row says what they are. */
export const storedFiles = pgTable('stored_files', {
  id: identityId(),
  storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  uploadedByMemberId: integer('uploaded_by_member_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The interest keywords a member picks on /interests: top-level keywords (no parent) and their sub-keywords, one
 * level deep (the service keeps it so), in `position` order; an inactive keyword is offered to nobody.
 */
export const interestKeywords = pgTable(
  'interest_keywords',
  {
    id: identityId(),
    keyword: varchar('keyword', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => interestKeywords.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('interest_keywords_parent_idx').on(table.parentId)],
);

/** The keywords a member chose (PATCH /me replaces the set); they go with the member or the keyword. */
export const memberInterests = pgTable(
  'member_interests',
  {
    memberId: cascadingReference('member_id', () => members.id),
    keywordId: cascadingReference('keyword_id', () => interestKeywords.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.keywordId] }),
    index('member_interests_keyword_idx').on(table.keywordId),
  ],
);

/**
 * One row per part of the catalogue the servers cache (a catalogue cache scope): its version is raised after
 * every write to that part, so every instance on this database drops its cached answers for it
 * (apps/server/src/lib/catalogue-versions.ts). A missing row is version 0.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  scope: varchar('scope', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
