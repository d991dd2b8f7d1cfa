import type { StaffOrder } from '@fanship/domain/payments/payment-contract';

/** What a staff dialog acting on one order is given: the order, and whether it is open and how it closes. */
export type OrderDialogProps = { order: StaffOrder; opened: boolean; onClose: () => void };
