import type { Order } from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OpenPrefix } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { type ListColumn, RequestListBody } from '../../requests/index.ts';
import { useOrders } from '../api/get-orders.ts';
import { InvoiceDeadline } from './invoice-expiry.tsx';
import { InvoiceStatus, invoiceUsdText, methodLabelOf } from './invoice-status.tsx';

const invoicePath = (order: Order) => `/invoices/${encodeURIComponent(order.code)}`;

/**
 * `/invoices`: the member's invoices, newest first, page by page (page number in the address): a table on wide
 * screens, cards on phones; each opens its invoice. One awaiting payment that expires says when to pay by (or that
 * it expired).
 */
export function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page);

  const columns: ListColumn<Order>[] = [
    {
      header: 'Invoice',
      cell: (order) => (
        <Anchor component={Link} to={invoicePath(order)}>
          {order.code}
        </Anchor>
      ),
    },
    { header: 'Created', cell: (order) => formatKstDateTime(order.createdAt) },
    {
      header: 'Status',
      cell: (order) => (
        <>
          <InvoiceStatus order={order} />
          <InvoiceDeadline order={order} />
        </>
      ),
    },
    { header: 'Method', cell: methodLabelOf },
    {
      header: 'Total (KRW)',
      cell: (order) => formatKrw(order.totalAmountKrw),
      thProps: { ta: 'right' },
      tdProps: { ta: 'right' },
    },
    { header: 'Amount (USD)', cell: invoiceUsdText, thProps: { ta: 'right' }, tdProps: { ta: 'right' } },
  ];
  const card = (order: Order) => (
    <Card withBorder padding="sm" component={Link} to={invoicePath(order)}>
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text fw={700}>
          <OpenPrefix what="Open invoice" />
          {order.code}
        </Text>
        <InvoiceStatus order={order} />
      </Group>
      <InvoiceDeadline order={order} />
      <Text size="xs" c="dimmed">
        {formatKstDateTime(order.createdAt)} · {methodLabelOf(order)}
      </Text>
      <Text size="sm" fw={700}>
        {formatKrw(order.totalAmountKrw)} · {invoiceUsdText(order)}
      </Text>
    </Card>
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Invoices"
        actions={
          <Button component={Link} to="/charges" variant="light">
            Pay Now
          </Button>
        }
      />
      <RequestListBody
        list={orders}
        label="Invoices"
        columns={columns}
        card={card}
        empty={
          <EmptyState message="You have no invoices yet.">
            <Button component={Link} to="/charges" variant="light">
              Go to Pay Now
            </Button>
          </EmptyState>
        }
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </Stack>
  );
}
