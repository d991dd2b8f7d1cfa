import {
  type PackageDetail as Detail,
  formatSizeCm,
  formatWeightKg,
} from '@fanship/domain/warehouse/packages';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FeesCard } from '../../../components/request-kit/fee-lines.tsx';
import { Price } from '../../../components/request-kit/price.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import { usePackage } from '../api/packages-api.ts';
import { PackageActions } from './package-actions.tsx';
import { PackageItems } from './package-items.tsx';
import { PackageMedia } from './package-media.tsx';
import { PackageNote } from './package-note.tsx';
import { PackageParents } from './package-parents.tsx';
import { PackageStorage } from './package-storage.tsx';
import { PackageTimeline } from './package-timeline.tsx';

/** Fees that accrued on the package, paid with the shipping of the box that carries it. */
function PackageFees({ fees }: { fees: Detail['fees'] }) {
  const open = fees.filter((fee) => fee.status === 'UNPAID').reduce((sum, fee) => sum + fee.amountKrw, 0);
  return (
    <FeesCard
      lines={fees.map((fee) => ({
        key: String(fee.id),
        name: fee.name,
        origin: fee.originCode,
        status: fee.status,
        amountKrw: fee.amountKrw,
      }))}
      empty={
        <Text span size="sm" c="dimmed">
          No fees on this package.
        </Text>
      }
      footer={
        open > 0 && (
          <Text size="sm" ta="right">
            To pay with shipping: <Price krw={open} fw={700} />
          </Text>
        )
      }
    />
  );
}

/**
 * `/packages/{code}`: a package of the member's (another member's code is the 404 page): its fields, storage
 * countdown, photos and videos, fees, note, items (editable while the package allows), the actions whose forms
 * exist, and its timeline.
 */
export function PackageDetail({ code }: { code: string }) {
  const query = usePackage(code);
  const typeLabel = useCodeLabel('packageTypes');
  const statusLabel = useCodeLabel('packageStatuses');
  if (query.isPending) return <SkeletonRows rows={6} />;
  if (query.isError) return <RecordError error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/packages" size="sm">
        ← Packages
      </Anchor>
      <PageHeader
        title={`[Package] ${data.code}`}
        description={
          <Group gap="xs">
            <StatusBadge status={data.status} label={statusLabel(data.status)} />
            <Text span size="sm">
              {typeLabel(data.type)}
            </Text>
            {data.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="grape">
                {tag}
              </Badge>
            ))}
          </Group>
        }
        actions={<PackageActions data={data} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" component="section" aria-label="Package">
          <KeyValueTable
            rows={[
              ['Registered', formatKstDateTime(data.createdAt)],
              ...(data.name ? [['Name', data.name] as const] : []),
              ['Type', typeLabel(data.type)],
              ['Tracking No.', data.trackingNo ?? '-'],
              ['Weight', formatWeightKg(data.weightGrams)],
              ['Size', formatSizeCm(data)],
              ['Total value', <Price key="value" krw={data.totalValueKrw} />],
              [
                'From',
                data.sourcePath ? (
                  <Anchor key="source" component={Link} to={data.sourcePath}>
                    {data.sourceCode}
                  </Anchor>
                ) : (
                  (data.sourceCode ?? '-')
                ),
              ],
            ]}
          />
        </Card>
        <PackageStorage data={data} />
      </SimpleGrid>
      <PackageParents parents={data.parentPackages} />
      <PackageItems data={data} />
      <PackageMedia data={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PackageNote data={data} />
        <PackageFees fees={data.fees} />
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-label="History">
        <Title order={2} fz="lg" mb="sm">
          Timeline
        </Title>
        <PackageTimeline timeline={data.timeline} />
      </Card>
    </Stack>
  );
}
