import { matchesArtistSearch } from '@fanship/domain/catalogue/artist-search';
import type { ArtistGroupDetail } from '@fanship/domain/catalogue/artists';
import type { StaffInterestKeywordTree } from '@fanship/domain/catalogue/interests';
import type { PostDetail, PostSummary } from '@fanship/domain/catalogue/posts';
import type {
  StaffFansignEventRecord,
  StaffMarketplaceListingRecord,
  StaffTrendingProductRecord,
} from '@fanship/domain/catalogue/staff-catalogue-records';
import type {
  RateCardRecord,
  StaffHelpCategoryRecord,
  StaffHelpTopicRecord,
} from '@fanship/domain/catalogue/staff-content';
import type {
  StaffShopProductRecord,
  StaffShopProductRow,
} from '@fanship/domain/catalogue/staff-shop-products';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createStaffResource, findRecord } from './staff-resource.ts';

/** Staff shop products: keyword list with slice paging; PATCH replaces. */
export const shopProductResource = createStaffResource<StaffShopProductRow, StaffShopProductRecord>({
  name: 'shop-products',
  updateMethod: 'PATCH',
  readPage: 'slice',
  publicKeys: [queryKeys.shopProducts.all],
});

/** Artist groups with their members (one whole list, filtered here by code, name or search terms). */
export const artistGroupResource = createStaffResource<ArtistGroupDetail, ArtistGroupDetail>({
  name: 'artist-groups',
  readPage: async ({ keyword = '' }) => {
    const groups = await apiRequest<ArtistGroupDetail[]>('/staff/artist-groups');
    const code = keyword.trim().toLocaleLowerCase();
    return {
      items: groups.filter(
        (group) => matchesArtistSearch(group, keyword) || group.code.toLocaleLowerCase().includes(code),
      ),
      nextCursor: null,
    };
  },
  publicKeys: [queryKeys.artists.all],
});

/** The local marketplace listings, cursor paged; the pid is the id. */
export const marketplaceResource = createStaffResource<
  StaffMarketplaceListingRecord,
  StaffMarketplaceListingRecord
>({
  name: 'marketplace-listings',
  readPage: 'cursor',
  publicKeys: [queryKeys.marketplace.all],
});

/** Fansign events with slice paging. */
export const fansignEventResource = createStaffResource<StaffFansignEventRecord, StaffFansignEventRecord>({
  name: 'fansign-events',
  readPage: 'slice',
  publicKeys: [queryKeys.fansignEvents.all],
});

/** Trending products with slice paging. */
export const trendingProductResource = createStaffResource<
  StaffTrendingProductRecord,
  StaffTrendingProductRecord
>({
  name: 'trending-products',
  readPage: 'slice',
  publicKeys: [queryKeys.trendingProducts.all],
});

/** Posts, events, notices and reviews, filtered by kind, slice paged. */
export const postResource = createStaffResource<PostSummary, PostDetail>({
  name: 'posts',
  readPage: 'slice',
  publicKeys: [queryKeys.posts.all],
});

/** Rate cards (admin): one whole list. */
export const rateCardResource = createStaffResource<RateCardRecord, RateCardRecord>({
  name: 'rate-cards',
  updateMethod: 'PATCH',
  readPage: 'array',
  readRecord: async (id) =>
    findRecord(
      await apiRequest<RateCardRecord[]>('/staff/rate-cards'),
      id,
      'This rate card no longer exists.',
    ),
  publicKeys: [queryKeys.shippingRates.all],
});

/** Help categories with their topics in order (one whole list). */
export const helpCategoryResource = createStaffResource<StaffHelpCategoryRecord, StaffHelpCategoryRecord>({
  name: 'help-categories',
  path: '/staff/help/categories',
  readPage: 'array',
  publicKeys: [queryKeys.help.all],
});

async function readHelpTopics(): Promise<StaffHelpTopicRecord[]> {
  const categories = await apiRequest<StaffHelpCategoryRecord[]>('/staff/help/categories');
  return categories.flatMap((category) => category.topics);
}

/** Help topics; read through the category list, which carries them. */
export const helpTopicResource = createStaffResource<StaffHelpTopicRecord, StaffHelpTopicRecord>({
  name: 'help-topics',
  path: '/staff/help/topics',
  readPage: async () => ({ items: await readHelpTopics(), nextCursor: null }),
  readRecord: async (id) => findRecord(await readHelpTopics(), id, 'This help topic no longer exists.'),
  publicKeys: [queryKeys.help.all, queryKeys.staffCatalogue.list({ resource: 'help-categories' })],
});

/** Interest keywords: the whole tree in one answer (inactive ones too); the public list goes stale with it. */
export const interestKeywordResource = createStaffResource<
  StaffInterestKeywordTree,
  StaffInterestKeywordTree
>({
  name: 'interest-keywords',
  readPage: 'array',
  publicKeys: [queryKeys.interestKeywords.all],
});
