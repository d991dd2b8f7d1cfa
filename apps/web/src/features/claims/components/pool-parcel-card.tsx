import type { PoolParcel } from '@fanship/domain/warehouse/claims';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ImageLinks } from '../../../components/request-kit/image-links.tsx';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';

/** A pool parcel's photos as thumbnails, each opening the full photo. */
export function ParcelPhotos({ parcel, size = 72 }: { parcel: PoolParcel; size?: number }) {
  if (parcel.photos.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No photos
      </Text>
    );
  }
  return (
    <ImageLinks
      images={parcel.photos}
      alt={(index) => `Photo ${index + 1} of ${parcel.code}`}
      size={size}
      gap={6}
      wrap="wrap"
    />
  );
}

/** One parcel of the lost-and-found pool: photos, label, weight, size, arrival; with an optional note and action. */
export function PoolParcelCard({
  parcel,
  badge,
  children,
}: {
  parcel: PoolParcel;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const carrierLabel = useCodeLabel('incomingCarriers');
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Parcel ${parcel.code}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap={4}>
          <Text fw={700} ff="monospace">
            {parcel.code}
          </Text>
          {badge ?? (
            <Badge variant="light" color="gray">
              Unclaimed
            </Badge>
          )}
        </Group>
        <ParcelPhotos parcel={parcel} />
        <KeyValueTable
          rows={[
            ['Tracking No.', parcel.trackingNo ?? '-'],
            ['Receiver', parcel.receiverName ?? '-'],
            ['Carrier', parcel.carrierName ? carrierLabel(parcel.carrierName) : '-'],
            ['Weight', formatWeightKg(parcel.weightGrams)],
            ['Size', formatSizeCm(parcel)],
            ['Arrived', formatKstDateTime(parcel.createdAt)],
            ...(parcel.staffNote ? ([['Note', parcel.staffNote]] as [string, string][]) : []),
          ]}
        />
        {children}
      </Stack>
    </Card>
  );
}
