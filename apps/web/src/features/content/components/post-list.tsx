import { blogSubTypeLabels, blogSubTypes } from '@fanship/domain/catalogue/catalogue-constants';
import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { usePosts } from '../api/get-posts.ts';
import type { ContentKindConfig } from '../content-kinds.ts';
import { PostCard, PostRow } from './post-card.tsx';

const ALL_TAB = 'ALL';

function categoryFrom(value: string | null): string {
  const upper = value?.trim().toUpperCase() ?? '';
  return (blogSubTypes as readonly string[]).includes(upper) ? upper : '';
}

/** The list of one kind of content (blog, events, notices, reviews), with the blog's category tabs. */
export function PostList({ config }: { config: ContentKindConfig }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = config.hasCategoryTabs ? categoryFrom(searchParams.get('category')) : '';
  const posts = usePosts(config.kind, category);
  const items = posts.data?.pages.flatMap((slice) => slice.content) ?? [];
  const Item = config.layout === 'grid' ? PostCard : PostRow;

  return (
    <Stack gap="md">
      <PageHeader title={config.title} description={config.description} />
      {config.hasCategoryTabs && (
        <Tabs
          value={category || ALL_TAB}
          onChange={(value) => setSearchParams(value && value !== ALL_TAB ? { category: value } : {})}
        >
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value={ALL_TAB}>All</Tabs.Tab>
            {blogSubTypes.map((subType) => (
              <Tabs.Tab key={subType} value={subType}>
                {blogSubTypeLabels[subType]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {posts.isPending ? (
        <SkeletonRows rows={4} />
      ) : posts.isError ? (
        <ErrorState message={errorMessageOf(posts.error)} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message={config.emptyMessage} />
      ) : (
        <>
          {config.layout === 'grid' ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {items.map((post) => (
                <Item key={post.id} post={post} to={`${config.path}/${post.id}`} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="sm">
              {items.map((post) => (
                <Item key={post.id} post={post} to={`${config.path}/${post.id}`} />
              ))}
            </Stack>
          )}
          <InfiniteSentinel
            hasNextPage={posts.hasNextPage}
            isFetchingNextPage={posts.isFetchingNextPage}
            fetchNextPage={posts.fetchNextPage}
          />
        </>
      )}
    </Stack>
  );
}
