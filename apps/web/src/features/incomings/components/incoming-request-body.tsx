import { formatKrw } from '@fanship/domain/pricing/money';
import type { IncomingItem, IncomingRequest } from '@fanship/domain/warehouse/incoming';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';

/** An item's note holds its purchase link (spec §3): a web address is shown as a link, anything else as text. */
function ItemNote({ note }: { note: string | null }) {
  if (!note) return <>-</>;
  if (/^https?:\/\/\S+$/.test(note)) {
    return (
      <Anchor
        href={note}
        target="_blank"
        rel="noreferrer noopener"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {note}
      </Anchor>
    );
  }
  return <>{note}</>;
}

const wrap = { style: { overflowWrap: 'anywhere' } } as const;
const right = (width: number) => ({ thProps: { ta: 'right', w: width }, tdProps: { ta: 'right' } }) as const;

const itemColumns = (categoryLabel: (code: string) => string): TableColumn<IncomingItem>[] => [
  { header: 'Item Name', cell: (item) => item.name, tdProps: wrap },
  { header: 'Category', cell: (item) => categoryLabel(item.categoryCode), thProps: { w: 130 } },
  { header: 'Unit Price', cell: (item) => formatKrw(item.unitPrice), ...right(105) },
  { header: 'Quantity', cell: (item) => item.quantity, ...right(80) },
  { header: 'Amount(KRW)', cell: (item) => formatKrw(item.amount), ...right(120) },
  {
    header: 'Note',
    cell: (item) => <ItemNote note={item.memberNote} />,
    thProps: { w: '24%' },
    tdProps: wrap,
  },
];

function ItemTable({ items }: { items: IncomingItem[] }) {
  const categoryLabel = useCodeLabel('itemCategories');
  return (
    <>
      <ColumnTable
        visibleFrom="sm"
        aria-label="Items"
        layout="fixed"
        styles={{ th: { whiteSpace: 'nowrap' } }}
        columns={itemColumns(categoryLabel)}
        rows={items}
        rowKey={(item) => item.id}
      />
      <Stack gap="sm" hiddenFrom="sm" role="list" aria-label="Items">
        {items.map((item) => (
          <Stack key={item.id} gap={2} role="listitem">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {categoryLabel(item.categoryCode)}
            </Text>
            <Text size="sm">
              {formatKrw(item.unitPrice)} × {item.quantity} = {formatKrw(item.amount)}
            </Text>
            {item.memberNote && (
              <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                <ItemNote note={item.memberNote} />
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </>
  );
}

/**
 * An incoming's own part, shown alike to its member (`/incomings/{code}`) and to staff: Created, Tracking, Carrier,
 * Seller, Total Value, the package it arrived as, the note, and the items with their amounts.
 */
export function IncomingRequestBody({ data }: { data: IncomingRequest }) {
  const carrierLabel = useCodeLabel('incomingCarriers');
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Tracking">
            <Text span ff="monospace" inherit>
              {data.trackingNo}
            </Text>
          </Field>
          <Field label="Carrier">{data.carrierName ? carrierLabel(data.carrierName) : '-'}</Field>
          <Field label="Seller">{data.sellerName}</Field>
          <Field label="Total Value">
            <Text span fw={700} inherit>
              {formatKrw(data.totalValue)}
            </Text>
          </Field>
          <Field label="Package">
            {data.arrivedPackageCode ? (
              <Anchor component={Link} to={`/packages/${data.arrivedPackageCode}`} inherit ff="monospace">
                {data.arrivedPackageCode}
              </Anchor>
            ) : (
              'Not arrived yet'
            )}
          </Field>
        </SimpleGrid>
        <Stack mt="md">
          <Field label="Note">{data.memberNote ?? '-'}</Field>
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="Items">
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="lg">
            Items
          </Title>
          <Text size="sm" c="dimmed">
            {data.items.length} {data.items.length === 1 ? 'item' : 'items'}
          </Text>
        </Group>
        <ItemTable items={data.items} />
      </Card>
    </>
  );
}
