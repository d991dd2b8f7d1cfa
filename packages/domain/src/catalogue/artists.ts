/**
 * The artists contract (spec "storefront and account" §2, §3, §5): the artist list with its
 * 'Search for artists...' filter and the artist page /artists/{code} with its two previews.
 */
import { z } from 'zod';
import { PREVIEW_SIZE } from './catalogue-constants.ts';
import { fansignEventSchema } from './fansign-events.ts';
import { marketplaceListingSchema } from './marketplace.ts';
import { hasControlCharacters } from './query-params.ts';

// The name filter, its placeholder and the page's path live in a zod-free module so pages can use them without zod.
export { artistPath, artistSearchPlaceholder, matchesArtistSearch } from './artist-search.ts';

/** Artist types: S is a soloist, G a group. */
export const artistTypes = ['S', 'G'] as const;
export type ArtistType = (typeof artistTypes)[number];

/** A member of an artist group. */
export const artistMemberSchema = z.object({ code: z.string(), name: z.string() });
export type ArtistMember = z.output<typeof artistMemberSchema>;

/** One artist of GET /artist-groups (the whole list, filtered in the browser). */
export const artistGroupSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(artistTypes),
  imagePath: z.string().nullable(),
  searchTerm: z.string(),
  members: z.array(artistMemberSchema),
});
export type ArtistGroupSummary = z.output<typeof artistGroupSummarySchema>;

/** Answer of GET /artist-groups. */
export const artistGroupListSchema = z.array(artistGroupSummarySchema);

/**
 * An artist with the description, as GET /artist-groups/{code} answers it. The fields are in the order the
 * server writes them (the description before the members): the route's compiled serializer follows it.
 */
export const artistGroupDetailSchema = z.object({
  ...artistGroupSummarySchema.omit({ members: true }).shape,
  description: z.string(),
  members: z.array(artistMemberSchema),
});
export type ArtistGroupDetail = z.output<typeof artistGroupDetailSchema>;

/** Params of GET /artist-groups/{code}: the code, URL-decoded by the router. */
export const artistParamsSchema = z.object({
  code: z
    .string()
    .min(1, 'Invalid artist code')
    .max(50, 'Invalid artist code')
    .refine((code) => !hasControlCharacters(code), 'Invalid artist code'),
});

/** Answer of the artist page: the artist and the first 5 marketplace and fansign items, each with 'More'. */
export const artistPageSchema = z.object({
  artist: artistGroupDetailSchema,
  marketplacePreview: z.array(marketplaceListingSchema).max(PREVIEW_SIZE),
  hasMoreMarketplace: z.boolean(),
  fansignPreview: z.array(fansignEventSchema).max(PREVIEW_SIZE),
  hasMoreFansign: z.boolean(),
});
export type ArtistPage = z.output<typeof artistPageSchema>;
