import {
  FANSIGN_SEARCH_DEBOUNCE_MS,
  fansignSubTypeLabels,
  fansignSubTypes,
  fansignTypeLabels,
  fansignTypes,
} from '@fanship/domain/catalogue/catalogue-constants';
import { Button, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useSearchParamSetter } from '../../../lib/use-search-param-setter.ts';
import { type FansignFilters, useFansignEvents } from '../api/get-events.ts';
import { FansignEventCard } from './fansign-event-card.tsx';

// Native selects (Mantine's input look): the list's first visit carries no dropdown library (issue 8). The first
// option, 'All …', clears the filter.
const typeOptions = [
  { value: '', label: 'All types' },
  ...fansignTypes.map((value) => ({ value, label: fansignTypeLabels[value] })),
];
const subTypeOptions = [
  { value: '', label: 'All sub-types' },
  ...fansignSubTypes.map((value) => ({ value, label: fansignSubTypeLabels[value] })),
];

/** The two text searches: the event's title and its artist. */
const searchBoxes = [
  { key: 'keyword', label: 'Search', placeholder: 'Event title' },
  { key: 'artist', label: 'Artist', placeholder: 'Artist name' },
] as const;

/** The fansign list: keyword and artist (300 ms debounce), type and sub-type, all in the query string. */
export function FansignEventList() {
  const [searchParams, setParam] = useSearchParamSetter();
  const [, setSearchParams] = useSearchParams();
  const filters: FansignFilters = {
    keyword: searchParams.get('keyword') ?? '',
    type: searchParams.get('type') ?? '',
    subType: searchParams.get('subType') ?? '',
    artist: searchParams.get('artist') ?? '',
  };
  const events = useFansignEvents(filters);
  const items = events.data?.pages.flatMap((slice) => slice.content) ?? [];

  const setFilter = (name: keyof FansignFilters, value: string) => setParam(name, value, name === 'keyword');

  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <Stack gap="md">
      <PageHeader title="Fansign events" description="Fansign, fancall and lucky draw events in Korea." />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {searchBoxes.map(({ key, label, placeholder }) => (
          <DebouncedSearchInput
            key={key}
            label={label}
            placeholder={placeholder}
            value={filters[key]}
            maxLength={100}
            delay={FANSIGN_SEARCH_DEBOUNCE_MS}
            onSearch={(text) => setFilter(key, text.trim())}
          />
        ))}
        <NativeSelect
          label="Type"
          data={typeOptions}
          value={filters.type}
          onChange={(event) => setFilter('type', event.currentTarget.value)}
        />
        <NativeSelect
          label="Sub-type"
          data={subTypeOptions}
          value={filters.subType}
          onChange={(event) => setFilter('subType', event.currentTarget.value)}
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
