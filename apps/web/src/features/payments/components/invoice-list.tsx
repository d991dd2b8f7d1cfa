import type { Order } from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Button, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useOrders } from '../api/get-orders.ts';
import { InvoiceStatus, invoiceUsdText, methodLabelOf } from './invoice-status.tsx';

const invoicePath = (order: Order) => `/invoices/${encodeURIComponent(order.code)}`;

/**
 * `/invoices`: the member's invoices, newest first, page by page (page number in the address): a table on wide
 * screens, cards on phones; each opens its invoice.
 */
export function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page);

  let body: React.ReactNode;
  if (orders.isPending) body = <SkeletonRows rows={4} />;
  else if (orders.isError)
    body = <ErrorState message={errorMessageOf(orders.error)} onRetry={() => orders.refetch()} />;
  else if (orders.data.content.length === 0) {
    body = (
      <EmptyState message="You have no invoices yet.">
        <Button component={Link} to="/charges" variant="light">
          Go to Pay Now
        </Button>
      </EmptyState>
    );
  } else {
    const rows = orders.data.content;
    body = (
      <Stack gap="md">
        <Table striped highlightOnHover visibleFrom="sm" aria-label="Invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Total (KRW)</Table.Th>
              <Table.Th ta="right">Amount (USD)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.code}>
                <Table.Td>
                  <Anchor component={Link} to={invoicePath(order)}>
                    {order.code}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatKstDateTime(order.createdAt)}</Table.Td>
                <Table.Td>
                  <InvoiceStatus order={order} />
                </Table.Td>
                <Table.Td>{methodLabelOf(order)}</Table.Td>
                <Table.Td ta="right">{formatKrw(order.totalAmountKrw)}</Table.Td>
                <Table.Td ta="right">{invoiceUsdText(order)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm">
          {rows.map((order) => (
            <Card
              key={order.code}
              withBorder
              padding="sm"
              component={Link}
              to={invoicePath(order)}
              aria-label={`Open invoice ${order.code}`}
            >
              <Group justify="space-between" wrap="wrap" gap={4}>
                <Text fw={700}>{order.code}</Text>
                <InvoiceStatus order={order} />
              </Group>
              <Text size="xs" c="dimmed">
                {formatKstDateTime(order.createdAt)} · {methodLabelOf(order)}
              </Text>
              <Text size="sm" fw={700}>
                {formatKrw(order.totalAmountKrw)} · {invoiceUsdText(order)}
              </Text>
            </Card>
          ))}
        </Stack>
        {orders.data.totalPages > 1 && (
          <Pagination
            total={orders.data.totalPages}
            value={orders.data.currentPage}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            aria-label="Pages"
          />
        )}
      </Stack>
    );
  }

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
      {body}
    </Stack>
  );
}
