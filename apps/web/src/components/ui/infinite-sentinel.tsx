import { Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

type InfiniteSentinelProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The end of an infinite list: loads the next page when it scrolls into view (threshold 0.1 with a
 * 100 px margin, as the spec says) and offers a 'Load more' button where observers are unavailable.
 */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { threshold: 0.1, rootMargin: '100px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <Center ref={ref} py="md">
      {isFetchingNextPage ? (
        <Loader size="sm" aria-label="Loading more" />
      ) : (
        <Button variant="subtle" onClick={() => void fetchNextPage()}>
          Load more
        </Button>
      )}
    </Center>
  );
}
