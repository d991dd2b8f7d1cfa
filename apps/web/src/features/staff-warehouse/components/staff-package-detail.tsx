import { formatKrw } from '@fanship/domain/pricing/money';
import type { StaffPackageDetail, StaffPackageHistory } from '@fanship/domain/warehouse/intake';
import { packageTypes } from '@fanship/domain/warehouse/package-statuses';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import { useStaffPackage } from '../api/staff-packages-api.ts';
import { PackageStatusBadge } from './package-status-badge.tsx';
import { AddPackagePhotos, StaffPackageActions } from './staff-package-actions.tsx';

const cm = (tenths: number | null) => (tenths === null ? '?' : `${tenths / 10}`);

/** Where a source request's staff page is, when the console has one (OFM today). */
function RequestCode({ code }: { code: string | null }) {
  if (!code) return '-';
  if (code.startsWith('OF')) {
    return (
      <Anchor component={Link} to={`/staff/requests/ofm/${code}`} ff="monospace">
        {code}
      </Anchor>
    );
  }
  return (
    <Text ff="monospace" span size="sm">
      {code}
    </Text>
  );
}

function storageText(storage: NonNullable<StaffPackageDetail['storage']>): ReactNode {
  const left =
    storage.daysLeft >= 0
      ? `${storage.daysLeft} free day${storage.daysLeft === 1 ? '' : 's'} left (until ${storage.lastFreeDay})`
      : `free days ended ${storage.lastFreeDay}; ${storage.chargeableDays} fee days, ${formatKrw(storage.feeKrw)}`;
  return (
    <Text size="sm" c={storage.warning ? 'red.8' : undefined}>
      Day {storage.daysStored} of {storage.freeDays} free · {left}
      {storage.endedAt ? ` · stopped ${formatKstDateTime(storage.endedAt)}` : ''}
    </Text>
  );
}

function Details({ pkg }: { pkg: StaffPackageDetail }) {
  const carrierLabel = useCodeLabel('incomingCarriers');
  const typeLabel = packageTypes.find((type) => type.code === pkg.type)?.label ?? pkg.type;
  const rows: [string, ReactNode][] = [
    ['Type', `${pkg.type} · ${typeLabel}`],
    [
      'Owner',
      pkg.owner ? (
        <Anchor key="owner" component={Link} to={`/staff/members/${pkg.owner.code}`} size="sm">
          {pkg.owner.name} ({pkg.owner.code}) · {pkg.owner.email}
        </Anchor>
      ) : (
        'Lost & found pool (no member)'
      ),
    ],
    ['Tracking number', pkg.trackingNo ?? '-'],
    ['Carrier', pkg.carrierName ? carrierLabel(pkg.carrierName) : '-'],
    ['Receiver name', pkg.receiverName ?? '-'],
    [
      'Weight',
      pkg.weightGrams === null ? '-' : `${(pkg.weightGrams / 1000).toFixed(2)} kg (${pkg.weightGrams} g)`,
    ],
    ['Size (W × L × H)', `${cm(pkg.widthTenths)} × ${cm(pkg.lengthTenths)} × ${cm(pkg.heightTenths)} cm`],
    ['Source request', <RequestCode key="source" code={pkg.sourceCode} />],
    ['Incoming', <RequestCode key="incoming" code={pkg.incomingCode} />],
    ['Received', formatKstDateTime(pkg.createdAt)],
    ['Storage', pkg.storage ? storageText(pkg.storage) : 'Not counting (lost & found pool)'],
    [
      'Tags',
      pkg.tags.length > 0
        ? pkg.tags.map((tag) => (
            <Badge key={tag} mr={4}>
              {tag}
            </Badge>
          ))
        : '-',
    ],
    ['Member note', pkg.memberNote ?? '-'],
    ['Staff note', pkg.staffNote ?? '-'],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label="Details">
      <KeyValueTable rows={rows} />
    </Card>
  );
}

function Items({ pkg }: { pkg: StaffPackageDetail }) {
  const category = useCodeLabel('itemCategories');
  return (
    <SectionCard title="Items">
      {pkg.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items recorded{pkg.type === 'R' && !pkg.sourceCode ? ': the member adds them' : ''}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Package items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th>Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pkg.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
                  <Table.Td>{category(item.categoryCode)}</Table.Td>
                  <Table.Td ta="right">{formatKrw(item.unitPriceKrw)}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.memberNote ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

function Media({ pkg }: { pkg: StaffPackageDetail }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Photos and videos">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Photos
        </Title>
        {pkg.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No photos yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {pkg.images.map((image, index) => (
              <Anchor key={image.filename} href={image.url} target="_blank" rel="noreferrer">
                <Image
                  src={image.url}
                  fallbackSrc={imagePlaceholderSrc}
                  alt={`Photo ${index + 1} of ${pkg.code}`}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        <AddPackagePhotos pkg={pkg} />
        <Title order={2} fz="lg">
          Videos
        </Title>
        {pkg.videos.length === 0 ? (
          <Text size="sm" c="dimmed">
            No videos.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {pkg.videos.map((video, index) => (
              // biome-ignore lint/a11y/useMediaCaption: unboxing videos have no spoken content to caption
              <video
                key={video.filename}
                src={video.url}
                controls
                preload="metadata"
                style={{ width: '100%' }}
                aria-label={`Video ${index + 1}`}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

const actorText = (entry: StaffPackageHistory) =>
  entry.actorName ??
  (entry.actor === 'system' ? 'the system' : entry.actor === 'member' ? 'the member' : 'staff');

const eventTitle = (entry: StaffPackageHistory) => {
  if (entry.event === 'CREATED') return `Received: ${entry.toLabel ?? ''}`;
  if (entry.event === 'STATUS') return entry.toLabel ?? 'Status changed';
  if (entry.event === 'NOTICE') return 'Notice sent';
  return entry.event.charAt(0) + entry.event.slice(1).toLowerCase();
};

function History({ pkg }: { pkg: StaffPackageDetail }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="History">
      <Title order={2} fz="lg" mb="sm">
        History
      </Title>
      <Timeline active={pkg.history.length - 1} bulletSize={14} lineWidth={2} aria-label="Package history">
        {pkg.history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history rows are in order and never move
          <Timeline.Item key={index} title={eventTitle(entry)}>
            <Text size="xs" c="dimmed">
              {formatKstDateTime(entry.createdAt)} · by {actorText(entry)}
            </Text>
            {entry.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/** `/staff/packages/{code}`: the package for staff, with its owner, photos, videos, items, history and moves. */
export function StaffPackageDetailPage({ code }: { code: string }) {
  const query = useStaffPackage(code);
  if (query.isPending) return <SkeletonRows rows={6} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState message={errorMessageOf(query.error)} onRetry={() => query.refetch()} />;
  }
  const pkg = query.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={`[Package] ${pkg.code}`}
        description={
          <Group gap="xs">
            <PackageStatusBadge status={pkg.status} label={pkg.statusLabel} />
            <Anchor component={Link} to="/staff/packages" size="sm">
              All packages
            </Anchor>
          </Group>
        }
      />
      <StaffPackageActions pkg={pkg} />
      <Details pkg={pkg} />
      <Items pkg={pkg} />
      <Media pkg={pkg} />
      <History pkg={pkg} />
    </Stack>
  );
}
