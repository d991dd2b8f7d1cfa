import type { PayableTargetType, StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatNumber, formatUsdCents } from '@fanship/domain/pricing/money';
import { staffRequestKinds } from '@fanship/domain/requests/request-kinds';

/** A frozen exchange rate as staff read it: '₩1,350.25 per US$1'. */
export function formatRate(rate: number): string {
  const [whole = '0', fraction] = String(rate).split('.');
  return `₩${formatNumber(Number(whole))}${fraction ? `.${fraction}` : ''} per US$1`;
}

/** The staff kind a target type is a request of. */
const targetKinds: Record<PayableTargetType, string> = { OFM: 'ofm', SHIPPING: 'shipping' };

/** The staff page of a paid-for request, or null while its kind has no staff page yet. */
export function targetPath(type: PayableTargetType | undefined, code: string): string | null {
  const kind = type && staffRequestKinds.find((candidate) => candidate.machine.kind === targetKinds[type]);
  return kind ? `/staff/requests/${kind.machine.kind}/${encodeURIComponent(code)}` : null;
}

/** The deposit against the amount expected by Wise, in cents (positive: the member sent more). */
export function depositDifference(order: StaffOrder): number | null {
  return order.deposit ? order.deposit.amountCents - order.amountsUsd.WISE : null;
}

/** 'Sent $2.50 less than expected' or null when the deposit is the expected amount. */
export function depositMismatch(order: StaffOrder): string | null {
  const difference = depositDifference(order);
  if (!difference) return null;
  return `Sent ${formatUsdCents(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'} than expected`;
}
