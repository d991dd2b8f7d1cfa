import {
  FANSIGN_SEARCH_DEBOUNCE_MS,
  fansignSubTypeLabels,
  fansignSubTypes,
  fansignTypeLabels,
  fansignTypes,
} from '@fanship/domain/catalogue/catalogue-constants';
import { Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { type FansignFilters, useFansignEvents } from '../api/get-events.ts';
import { FansignEventCard } from './fansign-event-card.tsx';

const typeOptions = fansignTypes.map((value) => ({ value, label: fansignTypeLabels[value] }));
const subTypeOptions = fansignSubTypes.map((value) => ({ value, label: fansignSubTypeLabels[value] }));

/** The fansign list: keyword and artist (300 ms debounce), type and sub-type, all in the query string. */
export function FansignEventList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: FansignFilters = {
    keyword: searchParams.get('keyword') ?? '',
    type: searchParams.get('type') ?? '',
    subType: searchParams.get('subType') ?? '',
    artist: searchParams.get('artist') ?? '',
  };
  const events = useFansignEvents(filters);
  const items = events.data?.pages.flatMap((slice) => slice.content) ?? [];

  const setFilter = (name: keyof FansignFilters, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'keyword' },
    );

  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <Stack gap="md">
      <PageHeader title="Fansign events" description="Fansign, fancall and lucky draw events in Korea." />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <DebouncedSearchInput
          label="Search"
          placeholder="Event title"
          value={filters.keyword}
          maxLength={100}
          delay={FANSIGN_SEARCH_DEBOUNCE_MS}
          onSearch={(text) => setFilter('keyword', text.trim())}
        />
        <DebouncedSearchInput
          label="Artist"
          placeholder="Artist name"
          value={filters.artist}
          maxLength={100}
          delay={FANSIGN_SEARCH_DEBOUNCE_MS}
          onSearch={(text) => setFilter('artist', text.trim())}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={typeOptions}
          value={filters.type || null}
          onChange={(value) => setFilter('type', value ?? '')}
          clearable
        />
        <Select
          label="Sub-type"
          placeholder="All sub-types"
          data={subTypeOptions}
          value={filters.subType || null}
          onChange={(value) => setFilter('subType', value ?? '')}
          clearable
        />
      </SimpleGrid>
      {hasFilters && (
        <Button variant="subtle" w="fit-content" onClick={() => setSearchParams({})}>
          Reset filters
        </Button>
      )}
      {events.isPending ? (
        <SkeletonRows rows={4} />
      ) : events.isError ? (
        <ErrorState message={errorMessageOf(events.error)} onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message="No events found." />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {items.map((event) => (
              <FansignEventCard key={event.id} event={event} />
            ))}
          </SimpleGrid>
          <InfiniteSentinel
            hasNextPage={events.hasNextPage}
            isFetchingNextPage={events.isFetchingNextPage}
            fetchNextPage={events.fetchNextPage}
          />
        </>
      )}
    </Stack>
  );
}
