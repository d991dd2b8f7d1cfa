import { type Order, paymentMethodLabels } from '@fanship/domain/payments/payment-contract';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { Badge, Group } from '@mantine/core';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { isInvoiceExpired } from './invoice-expiry.tsx';

/**
 * An invoice's status badge, with 'Invalid' beside it once a fee of it was cancelled; 'Expired' instead of it once
 * it is past its time unpaid (`isExpired`: the page's own clock, else now), as it reads closed then, and once the
 * expiry job closed it (not 'Cancelled').
 */
export function InvoiceStatus({
  order,
  isExpired = isInvoiceExpired(order),
}: {
  order: Pick<Order, 'status' | 'statusLabel' | 'valid' | 'expiresAt' | 'closedReason'>;
  isExpired?: boolean;
}) {
  return (
    <Group gap={6} wrap="wrap">
      {isExpired ? (
        <Badge color="gray" variant="light" size="lg">
          Expired
        </Badge>
      ) : (
        <StatusBadge status={order.status} label={order.statusLabel} />
      )}
      {!order.valid && (
        <Badge color="red" variant="light" size="lg">
          Invalid
        </Badge>
      )}
    </Group>
  );
}

/** The dollars of an invoice with its method ('$31.27 · PayPal'); credit pays no dollars. */
export function invoiceUsdText(order: Pick<Order, 'paymentMethod' | 'totalAmountUsd'>): string {
  return order.paymentMethod === 'CREDIT' ? '$0.00' : formatUsdCents(order.totalAmountUsd);
}

export const methodLabelOf = (order: Pick<Order, 'paymentMethod'>) =>
  paymentMethodLabels[order.paymentMethod];
