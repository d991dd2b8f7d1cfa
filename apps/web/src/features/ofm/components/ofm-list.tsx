import type { OfmSummary } from '@fanship/domain/requests/ofm';
import { isSelectable, ofmMachine } from '@fanship/domain/requests/status-machines';
import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useOpenAfterTap } from '../../../components/request-kit/card-tap.ts';
import { Price } from '../../../components/request-kit/price.tsx';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { InvoicesLink, useRowSelection } from '../../../components/request-kit/row-selection.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OpenPrefix } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { PaymentDialogs, usePaymentFlow } from '../../payments/index.ts';
import { ofmTypeLabels } from '../../pricing/index.ts';
import { type ListColumn, RequestListBody } from '../../requests/index.ts';
import { useOfmRequests } from '../api/ofm-api.ts';

const itemText = (row: OfmSummary) =>
  `${row.firstItemName}${row.itemCount > 1 ? ` +${row.itemCount - 1}` : ''}`;

const isPayable = (row: OfmSummary) => isSelectable(ofmMachine, row.status);

/** A request whose payment waits for confirmation (SCOM02): its Pay Now leads to the invoices (spec). */
const isAwaitingConfirmation = (row: OfmSummary) => row.status === 'SCOM02';

/**
 * `/ofm`: the member's Order for Me requests, a table on wide screens and cards on phones, page by page. Requests
 * awaiting payment can be selected (one by one or all on the page); the selection's count and total show above the
 * table and in the bottom bar on phones, with Pay Now opening the payment preview for the selected requests. A
 * request whose payment awaits confirmation offers a jump to the invoices instead.
 */
export function OfmList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useOfmRequests(page);
  const flow = usePaymentFlow();
  const openAfterTap = useOpenAfterTap();
  const open = (code: string) => openAfterTap(`/ofm/${code}`);
  const rows = list.data?.content ?? [];
  const selection = useRowSelection(rows, {
    isSelectable: isPayable,
    amountKrw: (row) => row.prepaymentKrw,
  });
  const columns: ListColumn<OfmSummary>[] = [
    selection.column,
    { header: 'Created', cell: (row) => formatKstDateTime(row.createdAt) },
    { header: 'ID', cell: (row) => <Link to={`/ofm/${row.code}`}>{row.code}</Link> },
    {
      header: 'Status',
      cell: (row) => (
        <Group gap={6} wrap="wrap">
          <StatusBadge status={row.status} label={row.statusLabel} />
          {isAwaitingConfirmation(row) && <InvoicesLink code={row.code} />}
        </Group>
      ),
    },
    { header: 'Type', cell: (row) => ofmTypeLabels[row.type] },
    { header: 'Shop', cell: (row) => row.shopName },
    { header: 'Item', cell: itemText },
    {
      header: 'Prepayment',
      thProps: { ta: 'right' },
      tdProps: { ta: 'right' },
      cell: (row) => <Price krw={row.prepaymentKrw} />,
    },
  ];
  const card = (row: OfmSummary) => (
    <Card withBorder padding="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {isPayable(row) && <div style={{ paddingTop: 2 }}>{selection.box(row)}</div>}
        <UnstyledButton onClick={() => open(row.code)} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Text fw={700}>
              <OpenPrefix />
              {row.code}
            </Text>
            <StatusBadge status={row.status} label={row.statusLabel} />
          </Group>
          <Text size="xs" c="dimmed">
            {formatKstDateTime(row.createdAt)} · {ofmTypeLabels[row.type]}
          </Text>
          <Text size="sm" lineClamp={1}>
            {row.shopName} · {itemText(row)}
          </Text>
          <Price krw={row.prepaymentKrw} fw={700} />
        </UnstyledButton>
      </Group>
      {isAwaitingConfirmation(row) && (
        <Group justify="flex-end" mt={6}>
          <InvoicesLink code={row.code} />
        </Group>
      )}
    </Card>
  );

  return (
    <Stack gap={0}>
      <RequestTabs current="/ofm" />
      <PageHeader
        title="Order for Me"
        actions={
          <>
            <Button component={Link} to="/invoices" variant="light">
              Invoices
            </Button>
            <Button component={Link} to="/ofm/new">
              New OFM
            </Button>
          </>
        }
      />
      <RequestListBody
        list={list}
        label="Order for Me requests"
        columns={columns}
        card={card}
        empty={<EmptyState message="You have no Order for Me requests yet." />}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        footer={() =>
          selection.bar((selected) => (
            <Button
              onClick={() => flow.openPreview(selected.map((row) => ({ code: row.code, type: 'OFM' })))}
            >
              Pay Now
            </Button>
          ))
        }
      />
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}
