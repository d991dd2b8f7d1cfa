import { fansignSubTypeLabels, fansignTypeLabels } from '@fanship/domain/catalogue/catalogue-constants';
import { Alert, Anchor, Badge, Button, Group, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFansignEvent } from '../api/get-events.ts';
import { FansignPurchase } from './fansign-purchase.tsx';

/**
 * A fansign event with every field, dates in KST, its purchase through Order for Me, and links to the shop's
 * purchase and details pages. An ended event says so and offers no way to apply (no purchase, no link to the
 * shop's purchase page).
 */
export function FansignEventDetail({ id }: { id: string }) {
  const query = useFansignEvent(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <SkeletonRows rows={5} />;
  if (query.isError) return <RecordError error={query.error} onRetry={query.refetch} />;
  const event = query.data;
  const rows: [string, ReactNode][] = [
    ['Artist', `${event.artistNameEn} (${event.artistNameKo})`],
    ['Shop', event.shopName],
    ['Price', <Price key="price" krw={event.unitPriceKrw} />],
    ['Entry starts', formatKstDateTime(event.entryStartDate)],
    ['Entry ends', formatKstDateTime(event.entryEndDate)],
    [
      'Winners announced',
      event.winnerAnnouncementDate ? formatKstDateTime(event.winnerAnnouncementDate) : 'To be announced',
    ],
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/fansign-events" size="sm">
        ← Fansign events
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {event.thumbnailUrl ? (
          <Image src={event.thumbnailUrl} alt={event.title} radius="md" />
        ) : (
          <div aria-hidden="true" />
        )}
        <Stack gap="md">
          <Group gap={6}>
            {event.ended && (
              <Badge color="gray" variant="filled">
                Ended
              </Badge>
            )}
            <Badge variant="light">{fansignTypeLabels[event.type]}</Badge>
            <Badge variant="outline">{fansignSubTypeLabels[event.subType]}</Badge>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {event.title}
          </Title>
          <KeyValueTable rows={rows} />
          {event.ended && (
            <Alert color="gray" title="This event has ended">
              Entries closed on {formatKstDateTime(event.entryEndDate)}; it can no longer be applied for.
            </Alert>
          )}
          <Group gap="sm">
            {!event.ended && <FansignPurchase event={event} />}
            {!event.ended && (
              <Button component="a" href={event.purchaseUrl} target="_blank" rel="noopener noreferrer">
                Shop's event page
              </Button>
            )}
            {event.detailsUrl && (
              <Button
                component="a"
                href={event.detailsUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
              >
                Event details
              </Button>
            )}
          </Group>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
