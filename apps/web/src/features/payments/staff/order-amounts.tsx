import { paymentMethodLabels, type StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatKrw, formatUsdCents } from '@fanship/domain/pricing/money';
import { Text } from '@mantine/core';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { formatRate } from './order-format.ts';

/**
 * What the order is worth, frozen when it was made: the total in won, the discount and credit taken off, what was
 * left to pay, that amount in dollars for its method at its own rates, what was paid and what went back as credit.
 */
export function OrderAmounts({ order }: { order: StaffOrder }) {
  const method = paymentMethodLabels[order.paymentMethod];
  const rows: [string, React.ReactNode][] = [
    ['Payment method', method],
    ['Total', formatKrw(order.totalAmountKrw)],
    ['Discount', order.discountAmount > 0 ? `−${formatKrw(order.discountAmount)}` : formatKrw(0)],
    [
      'Credit redeemed',
      order.creditRedeemAmount > 0 ? `−${formatKrw(order.creditRedeemAmount)}` : formatKrw(0),
    ],
    [
      'Left to pay',
      <Text key="left" span fw={700} inherit>
        {formatKrw(order.amount)}
      </Text>,
    ],
  ];
  if (order.paymentMethod !== 'CREDIT') {
    rows.push(['To pay in USD', formatUsdCents(order.totalAmountUsd)]);
  }
  rows.push(
    ['Exchange rate', formatRate(order.exchangeRate.base)],
    ['Wise rate', formatRate(order.exchangeRate.wise)],
    ['Created (KST)', formatKstDateTime(order.createdAt)],
  );
  if (order.paidAt) {
    rows.push([
      'Paid',
      `${order.paidAmount === null ? '' : `${formatUsdCents(order.paidAmount)} · `}${formatKstDateTime(order.paidAt)}`,
    ]);
  }
  if (order.refundedKrw > 0) rows.push(['Refunded to credit', formatKrw(order.refundedKrw)]);
  return (
    <SectionCard title="Amounts">
      <KeyValueTable rows={rows} />
    </SectionCard>
  );
}
