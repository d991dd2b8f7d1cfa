import { SHOP_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { LoadingMore, ProductGridSkeleton } from '../../shop/index.ts';
import { useTrendingProducts } from '../api/get-trending-products.ts';
import { TrendCard } from './trend-card.tsx';

function TrendGrid({ keyword }: { keyword: string }) {
  const products = useTrendingProducts(keyword);
  if (products.isPending) return <ProductGridSkeleton />;
  if (products.isError) {
    return <ErrorState message={errorMessageOf(products.error)} onRetry={() => products.refetch()} />;
  }
  const items = products.data.pages.flatMap((slice) => slice.content);
  if (items.length === 0) return <EmptyState message="No products found." />;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        {items.map((product) => (
          <TrendCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
      {products.isFetchingNextPage && <LoadingMore />}
      <InfiniteSentinel
        hasNextPage={products.hasNextPage && !products.isFetchingNextPage}
        isFetchingNextPage={products.isFetchingNextPage}
        fetchNextPage={products.fetchNextPage}
      />
    </>
  );
}

/** The trends page: the keyword lives in the query string (?keyword=) and drives the grid. */
export function TrendList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = (searchParams.get('keyword') ?? '').trim();
  return (
    <Stack gap="md">
      <PageHeader
        title="Trends"
        description="Popular goods from Korean shops, bought for you with Order for Me."
      />
      <DebouncedSearchInput
        aria-label="Search trending products"
        placeholder="Search trending products"
        value={keyword}
        delay={SHOP_SEARCH_DEBOUNCE_MS}
        onSearch={(text) => setSearchParams(text.trim() ? { keyword: text.trim() } : {}, { replace: true })}
      />
      <TrendGrid keyword={keyword} />
    </Stack>
  );
}
