import { type Order, paymentMessages } from '@fanship/domain/payments/payment-contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

type Expiring = Pick<Order, 'status' | 'expiresAt' | 'closedReason'>;

/** The longest a browser timer waits (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When an invoice awaiting payment must be paid by (ms), or null: paid, closed, waiting for staff, or no expiry. */
function deadlineOf(order: Expiring): number | null {
  if (order.status !== 'OR01' || order.expiresAt === null) return null;
  const at = Date.parse(order.expiresAt);
  return Number.isNaN(at) ? null : at;
}

/** Whether the server closed the invoice because it expired (OR09 closed by its expiry job, not cancelled). */
const closedByExpiry = (order: Expiring) => order.status === 'OR09' && order.closedReason === 'EXPIRED';

/**
 * Whether an invoice expired: closed by the expiry job, or awaiting payment past its time (`expiresAt`): the server
 * refuses to take it (409 `paymentMessages.orderExpired`) and its expiry job closes it soon, so it reads as closed
 * already.
 */
export function isInvoiceExpired(order: Expiring, now = Date.now()): boolean {
  const deadline = deadlineOf(order);
  return closedByExpiry(order) || (deadline !== null && deadline <= now);
}

/** A pay or deposit the server refused because the invoice expired (409 `paymentMessages.orderExpired`). */
const isExpiredRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === paymentMessages.orderExpired;

/**
 * `isInvoiceExpired`, turning true by itself when the time comes while the page is open, or when the server refused
 * to take the invoice as expired (its clock decides: the browser's may be behind, and the page still closes).
 */
export function useInvoiceExpired(order: Expiring & Pick<Order, 'code'>): boolean {
  const [now, setNow] = useState(Date.now);
  const refusals = useMutationState({
    filters: {
      predicate: (mutation) =>
        isExpiredRefusal(mutation.state.error) &&
        (mutation.state.variables as { code?: unknown } | undefined)?.code === order.code,
    },
  });
  const deadline = deadlineOf(order);
  const isExpired = closedByExpiry(order) || (deadline !== null && (deadline <= now || refusals.length > 0));
  useEffect(() => {
    if (deadline === null || isExpired) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(deadline - Date.now() + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [deadline, isExpired]);
  return isExpired;
}

/**
 * The list's line under an invoice's status: 'Pay by …' while it can be paid, 'Expired …' once past it (closed by
 * the expiry job or not yet).
 */
export function InvoiceDeadline({ order }: { order: Expiring }) {
  const isExpired = isInvoiceExpired(order);
  if ((deadlineOf(order) === null && !isExpired) || order.expiresAt === null) return null;
  const when = formatKstDateTime(order.expiresAt);
  return (
    <Text size="xs" c={isExpired ? 'red.7' : 'dimmed'}>
      {isExpired ? `Expired ${when}` : `Pay by ${when}`}
    </Text>
  );
}

/**
 * The invoice page's word on its time: an open invoice says when to pay by and why (storage is counted to the day,
 * so the invoice holds it only until Korean midnight); an expired one (past its time, or closed by the expiry job)
 * says it is closed, in the server's words, and where to pay again.
 */
export function InvoiceExpiryNotice({ order, isExpired }: { order: Expiring; isExpired: boolean }) {
  if ((deadlineOf(order) === null && !isExpired) || order.expiresAt === null) return null;
  const when = formatKstDateTime(order.expiresAt);
  if (isExpired) {
    return (
      <Alert color="orange" variant="light" title={`Expired ${when}`}>
        {paymentMessages.orderExpired}{' '}
        <Anchor component={Link} to="/charges" size="sm">
          Go to Pay Now
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={`Pay by ${when} (Korea time)`}>
      Storage is counted to the day, so this invoice holds today's amount only until then. Unpaid by then, it
      expires and its charges go back to Pay Now, with storage counted again.
    </Alert>
  );
}
