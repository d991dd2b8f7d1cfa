import { SHOP_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { MARKETPLACE_CARE_CATEGORY } from '@fanship/domain/catalogue/marketplace-rules';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useListings } from '../api/get-listings.ts';
import { ListingCard } from './listing-card.tsx';

const ALL = 'all';

/**
 * The second-hand marketplace: a keyword search and the care category ('category=care', inspected
 * listings) kept in the query string, and an infinite grid.
 */
export function ListingList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword')?.trim() ?? '';
  const isCare = searchParams.get('category') === MARKETPLACE_CARE_CATEGORY;
  const listings = useListings(keyword, isCare);
  const items = listings.data?.pages.flatMap((page) => page.data) ?? [];
  const setQuery = (next: { keyword: string; isCare: boolean }) => {
    const params: Record<string, string> = {};
    if (next.keyword) params.keyword = next.keyword;
    if (next.isCare) params.category = MARKETPLACE_CARE_CATEGORY;
    setSearchParams(params, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageHeader title="Marketplace" description="Second-hand K-pop goods from Korea." />
      <DebouncedSearchInput
        aria-label="Search the marketplace"
        placeholder="Search by artist or item"
        value={keyword}
        delay={SHOP_SEARCH_DEBOUNCE_MS}
        maxLength={100}
        onSearch={(text) => setQuery({ keyword: text.trim(), isCare })}
      />
      <SegmentedControl
        aria-label="Listings"
        w="fit-content"
        value={isCare ? MARKETPLACE_CARE_CATEGORY : ALL}
        onChange={(value) => setQuery({ keyword, isCare: value === MARKETPLACE_CARE_CATEGORY })}
        data={[
          { value: ALL, label: 'All listings' },
          { value: MARKETPLACE_CARE_CATEGORY, label: 'Care (inspected)' },
        ]}
      />
      {listings.isPending ? (
        <SkeletonRows rows={4} />
      ) : listings.isError ? (
        <ErrorState message={errorMessageOf(listings.error)} onRetry={() => void listings.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message="No products found." />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
            {items.map((listing) => (
              <ListingCard key={listing.pid} listing={listing} isCare={isCare} />
            ))}
          </SimpleGrid>
          <InfiniteSentinel
            hasNextPage={listings.hasNextPage}
            isFetchingNextPage={listings.isFetchingNextPage}
            fetchNextPage={listings.fetchNextPage}
          />
        </>
      )}
    </Stack>
  );
}
