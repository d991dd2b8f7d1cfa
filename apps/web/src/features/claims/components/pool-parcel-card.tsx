import type { PoolParcel } from '@fanship/domain/warehouse/claims';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { formatKstDate } from '../../../lib/kst-format.ts';

/** Weight in kg (grams / 1000) as packages show it. */
export function formatWeight(grams: number | null): string {
  return grams === null ? '-' : `${(grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
}

/** Sides in cm (tenths / 10): '30 × 20.5 × 10 cm'. */
export function formatSize(
  parcel: Pick<PoolParcel, 'widthTenths' | 'lengthTenths' | 'heightTenths'>,
): string {
  const sides = [parcel.widthTenths, parcel.lengthTenths, parcel.heightTenths];
  if (sides.some((side) => side === null)) return '-';
  return `${sides.map((side) => (side ?? 0) / 10).join(' × ')} cm`;
}

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
    <Group gap={6} wrap="wrap">
      {parcel.photos.map((photo, index) => (
        <Anchor key={photo.filename} href={photo.url} target="_blank" rel="noreferrer">
          <Image
            src={photo.url}
            alt={`Photo ${index + 1} of ${parcel.code}`}
            w={size}
            h={size}
            radius="sm"
            fit="cover"
          />
        </Anchor>
      ))}
    </Group>
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
            ['Carrier', parcel.carrierName ?? '-'],
            ['Weight', formatWeight(parcel.weightGrams)],
            ['Size', formatSize(parcel)],
            ['Arrived', formatKstDate(parcel.createdAt)],
            ...(parcel.staffNote ? ([['Note', parcel.staffNote]] as [string, string][]) : []),
          ]}
        />
        {children}
      </Stack>
    </Card>
  );
}
