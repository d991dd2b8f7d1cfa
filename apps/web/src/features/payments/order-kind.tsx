import type { StaffOrder } from '@fanship/domain/payments/payment-contract';
import { orderMachine } from '@fanship/domain/requests/status-machines';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { depositQueue } from './staff/deposit-queue.tsx';
import { StaffOrderBody } from './staff/staff-order-body.tsx';

const config = /* @__PURE__ */ kindConfig(orderMachine.kind);
const ordersPath = `/staff/requests/${config.machine.kind}`;
/** The orders queue filtered to Wise deposits staff have to confirm or reject. */
export const depositsToConfirmPath = `${ordersPath}?status=OR02`;
const onDeposits = (search: string) => new URLSearchParams(search).get('status') === 'OR02';

/**
 * Orders (invoices) as a kind of request: staff find them beside the member's kinds, all of them and the shortcut
 * to the deposits waiting for staff, each current by its path and status filter so only one of the two is.
 */
export const orderKind = /* @__PURE__ */ defineRequestKind<StaffOrder>({
  config,
  staffBody: (order) => <StaffOrderBody order={order} />,
  staffQueue: depositQueue,
  staffNav: {
    section: config.listTitle ?? config.title,
    links: [
      {
        label: 'All orders',
        to: ordersPath,
        isCurrent: ({ pathname, search }) => pathname === ordersPath && !onDeposits(search),
      },
      {
        label: 'Deposits to confirm',
        to: depositsToConfirmPath,
        isCurrent: ({ pathname, search }) => pathname === ordersPath && onDeposits(search),
      },
    ],
  },
});
