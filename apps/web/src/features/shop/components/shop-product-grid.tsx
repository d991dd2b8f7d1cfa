import type { ShopFilters } from '@fanship/domain/catalogue/shop-filters';
import { Card, Center, Group, Loader, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Suspense } from 'react';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { EmptyState, ErrorState, OfflineState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useShopProducts } from '../api/get-shop-products.ts';
import { ShopProductCard } from './shop-product-card.tsx';

const gridColumns = { base: 2, md: 5 };

/** Card-shaped placeholders while the first slice loads. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <SimpleGrid cols={gridColumns} spacing="md" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} padding="xs" withBorder>
          <Card.Section>
            <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
          </Card.Section>
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="60%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The 'Loading more…' line under an infinite grid while the next slice is on its way. */
export function LoadingMore() {
  return (
    <Center py="sm">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading more…
        </Text>
      </Group>
    </Center>
  );
}

/** The shop grid for the filters: 5 columns wide, 2 on phones, more slices as the end scrolls into view. */
export function ShopProductGrid({ filters }: { filters: ShopFilters }) {
  const products = useShopProducts(filters);
  // Offline, TanStack Query pauses the fetch (networkMode 'online') and resumes it on reconnecting: say so
  // rather than show placeholders that never fill.
  const isPaused = products.fetchStatus === 'paused';
  if (products.isPending) return isPaused ? <OfflineState /> : <ProductGridSkeleton />;
  if (products.isError) {
    return <ErrorState message={errorMessageOf(products.error)} onRetry={() => products.refetch()} />;
  }
  const items = products.data.pages.flatMap((slice) => slice.content);
  if (items.length === 0) return <EmptyState message="No products found." />;
  return (
    <>
      <SimpleGrid cols={gridColumns} spacing="md">
        {items.map((product, index) => (
          // Each card its own Suspense boundary: a page drawn by the server is taken over card by card, in
          // short steps, instead of in one step for the whole grid (decision 010). Nothing in a card suspends.
          <Suspense key={product.id}>
            <ShopProductCard product={product} position={index} />
          </Suspense>
        ))}
      </SimpleGrid>
      {products.isFetchingNextPage && (isPaused ? <OfflineState /> : <LoadingMore />)}
      <InfiniteSentinel
        hasNextPage={products.hasNextPage && !products.isFetchingNextPage}
        isFetchingNextPage={products.isFetchingNextPage}
        fetchNextPage={products.fetchNextPage}
      />
    </>
  );
}
