import type { PackageSummary } from '@fanship/domain/warehouse/packages';
import { formatWeightKg, PACKAGE_SEARCH_MAX } from '@fanship/domain/warehouse/packages';
import { Badge, Button, Card, Checkbox, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OpenPrefix } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useSearchParamSetter } from '../../../lib/use-search-param-setter.ts';
import { useCodeLabel, useCodeOptions } from '../../code-lists/index.ts';
import { type ListColumn, RequestListBody } from '../../requests/index.ts';
import { usePackages } from '../api/packages-api.ts';
import { PackageExportDialog } from './package-export-dialog.tsx';

/** How long typing pauses before a search applies. */
const SEARCH_DELAY_MS = 400;

/** The spec's delay between a card tap and opening the package (the tap's ripple shows first). */
const CARD_TAP_DELAY_MS = 200;

/** The first item and how many more ('Mini album +2'); a package with no items recorded by its name. */
const itemText = (row: PackageSummary) =>
  row.firstItemName
    ? `${row.firstItemName}${row.itemCount > 1 ? ` +${row.itemCount - 1}` : ''}`
    : (row.name ?? '-');

/** Where a package's free storage stands, in a word: days left, the last day, or the fee accruing. */
export function StorageBadge({ storage }: { storage: PackageSummary['storage'] }) {
  if (!storage) return <Text span>-</Text>;
  if (storage.daysLeft < 0) {
    return (
      <Badge color="red" variant="light" miw="max-content">
        Fee <Price krw={storage.feeKrw} display="krw" />
      </Badge>
    );
  }
  return (
    <Badge color={storage.warning ? 'orange' : 'gray'} variant="light" miw="max-content">
      {storage.daysLeft === 0 ? 'Last free day' : `${storage.daysLeft} days left`}
    </Badge>
  );
}

/**
 * `/packages?type=&showOnlyExisting=&page=`: the member's packages, a table on wide screens and cards on phones,
 * page by page; filtered by type, searched by code and tracking number (a pause in typing applies them, at most
 * 20 characters each), and 'Show only existing' (checked unless the address says false) hides shipped,
 * consumed and disposed ones. 'Download Excel' opens the export dialog.
 */
export function PackageList() {
  const [params, setParam] = useSearchParamSetter();
  const type = params.get('type') ?? '';
  const showOnlyExisting = params.get('showOnlyExisting') !== 'false';
  const code = params.get('code') ?? '';
  const trackingNo = params.get('trackingNo') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePackages({ type, showOnlyExisting, code, trackingNo, page });
  const typeOptions = useCodeOptions('packageTypes');
  const typeLabel = useCodeLabel('packageTypes');
  const statusLabel = useCodeLabel('packageStatuses');
  const [isExportOpen, setIsExportOpen] = useState(false);
  // The box follows a click at once; the address (and the list) follow in the navigation that click starts.
  const [isExistingChecked, setIsExistingChecked] = useState(showOnlyExisting);
  useEffect(() => setIsExistingChecked(showOnlyExisting), [showOnlyExisting]);
  const navigate = useNavigate();
  const open = (code: string) => window.setTimeout(() => navigate(`/packages/${code}`), CARD_TAP_DELAY_MS);
  const setFilter = (name: string, value: string) => {
    // A new filter starts again at the first page.
    if (params.has('page')) setParam('page', '');
    setParam(name, value);
  };

  const columns: ListColumn<PackageSummary>[] = [
    { header: 'Registered', cell: (row) => formatKstDateTime(row.createdAt) },
    { header: 'Code', cell: (row) => <Link to={`/packages/${row.code}`}>{row.code}</Link> },
    { header: 'Type', cell: (row) => typeLabel(row.type) },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={statusLabel(row.status)} /> },
    {
      header: 'Tracking No.',
      cell: (row) => row.trackingNo ?? '-',
      tdProps: { style: { overflowWrap: 'anywhere' } },
    },
    { header: 'Items', cell: itemText, tdProps: { style: { overflowWrap: 'anywhere' } } },
    {
      header: 'Weight',
      cell: (row) => formatWeightKg(row.weightGrams),
      thProps: { ta: 'right' },
      tdProps: { ta: 'right' },
    },
    {
      header: 'Total value',
      cell: (row) => <Price krw={row.totalValueKrw} />,
      thProps: { ta: 'right' },
      tdProps: { ta: 'right' },
    },
    { header: 'Storage', cell: (row) => <StorageBadge storage={row.storage} /> },
  ];
  const card = (row: PackageSummary) => (
    <Card withBorder padding="sm">
      <UnstyledButton onClick={() => open(row.code)}>
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Text fw={700}>
            <OpenPrefix />
            {row.code}
          </Text>
          <StatusBadge status={row.status} label={statusLabel(row.status)} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatKstDateTime(row.createdAt)} · {typeLabel(row.type)}
        </Text>
        <Text size="sm" lineClamp={1}>
          {itemText(row)}
        </Text>
        <Group justify="space-between" gap={4} mt={4}>
          <Text size="sm">
            {row.weightGrams !== null && `${formatWeightKg(row.weightGrams)} · `}
            <Price krw={row.totalValueKrw} />
          </Text>
          <StorageBadge storage={row.storage} />
        </Group>
      </UnstyledButton>
    </Card>
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Packages"
        description="Everything in your locker at our warehouse."
        actions={
          <Button variant="light" onClick={() => setIsExportOpen(true)}>
            Download Excel
          </Button>
        }
      />
      <Group gap="md" mb="md" align="flex-end">
        <Select
          label="Type"
          data={[{ value: '', label: 'All types' }, ...typeOptions]}
          value={type}
          onChange={(value) => setFilter('type', value ?? '')}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <DebouncedSearchInput
          label="Code"
          placeholder="PK…"
          value={code}
          onSearch={(text) => setFilter('code', text.trim())}
          delay={SEARCH_DELAY_MS}
          maxLength={PACKAGE_SEARCH_MAX}
          w={{ base: '100%', xs: 180 }}
        />
        <DebouncedSearchInput
          label="Tracking No."
          value={trackingNo}
          onSearch={(text) => setFilter('trackingNo', text.trim())}
          delay={SEARCH_DELAY_MS}
          maxLength={PACKAGE_SEARCH_MAX}
          w={{ base: '100%', xs: 200 }}
        />
        <Checkbox
          label="Show only existing"
          checked={isExistingChecked}
          onChange={(event) => {
            const isChecked = event.currentTarget.checked;
            setIsExistingChecked(isChecked);
            setFilter('showOnlyExisting', isChecked ? '' : 'false');
          }}
          mb={8}
        />
      </Group>
      <RequestListBody
        list={list}
        label="Packages"
        columns={columns}
        rowKey={(row) => row.code}
        card={card}
        empty={
          <EmptyState
            message={
              code || trackingNo
                ? 'No package matches this search.'
                : type
                  ? 'You have no packages of this type.'
                  : 'You have no packages yet. Parcels and purchases show here once they arrive at our warehouse.'
            }
          />
        }
        onPage={(next) => setParam('page', next === 1 ? '' : String(next))}
      />
      <PackageExportDialog opened={isExportOpen} onClose={() => setIsExportOpen(false)} defaultType={type} />
    </Stack>
  );
}
