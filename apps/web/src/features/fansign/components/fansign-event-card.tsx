import { fansignSubTypeLabels, fansignTypeLabels } from '@fanship/domain/catalogue/catalogue-constants';
import type { FansignEvent } from '@fanship/domain/catalogue/fansign-events';
import { AspectRatio, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

/** A fansign event in a grid: thumbnail, title, artist, shop, price and the entry period in KST; 'Ended' once closed. */
export function FansignEventCard({ event }: { event: FansignEvent }) {
  return (
    <Card
      component={Link}
      to={`/fansign-events/${event.id}`}
      withBorder
      radius="md"
      padding="sm"
      opacity={event.ended ? 0.75 : undefined}
    >
      <Card.Section>
        <AspectRatio ratio={1}>
          {event.thumbnailUrl ? (
            <Image src={event.thumbnailUrl} alt={event.title} loading="lazy" />
          ) : (
            <Box bg="gray.1" aria-hidden="true" />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={4}>
          {event.ended && (
            <Badge size="xs" color="gray" variant="filled">
              Ended
            </Badge>
          )}
          <Badge size="xs" variant="light">
            {fansignTypeLabels[event.type]}
          </Badge>
          <Badge size="xs" variant="outline">
            {fansignSubTypeLabels[event.subType]}
          </Badge>
        </Group>
        <Text size="sm" fw={600} lineClamp={2}>
          {event.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {event.artistNameEn} · {event.shopName}
        </Text>
        <Price krw={event.unitPriceKrw} size="sm" />
        <Text size="xs" c="dimmed">
          {formatKstDateTime(event.entryStartDate)} – {formatKstDateTime(event.entryEndDate)}
        </Text>
      </Stack>
    </Card>
  );
}
