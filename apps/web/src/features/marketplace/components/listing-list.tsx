import { SHOP_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useListings } from '../api/get-listings.ts';
import { ListingCard } from './listing-card.tsx';

/** The second-hand marketplace: a keyword search kept in the query string and an infinite grid. */
export function ListingList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword')?.trim() ?? '';
  const listings = useListings(keyword);
  const items = listings.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="md">
      <PageHeader title="Marketplace" description="Second-hand K-pop goods from Korea." />
      <DebouncedSearchInput
        aria-label="Search the marketplace"
        placeholder="Search by artist or item"
        value={keyword}
        delay={SHOP_SEARCH_DEBOUNCE_MS}
        maxLength={100}
        onSearch={(text) => setSearchParams(text.trim() ? { keyword: text.trim() } : {}, { replace: true })}
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
              <ListingCard key={listing.pid} listing={listing} />
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
