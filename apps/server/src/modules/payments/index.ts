/**
 * The payments module's public entry: what the app root and the kinds a member pays for use. A payable kind
 * describes itself as a `PayableKind` and the app root hands the list in (`AppContext.payableKinds`); the kind
 * writes its fee lines, cancels them (cancelling the invoices that held them) and checks its refunds against
 * what its invoice paid. The expiry job closes invoices left unpaid past their time.
 */
export {
  cancelUnpaidFeeLines,
  insertFeeLines,
  listUnpaidFeeLines,
  type NewFeeLine,
} from './fee-lines.repository.ts';
export { expireUnpaidOrders } from './order-closing.ts';
export { assertTargetRefundCovered } from './order-refunds.ts';
export { cancelOrdersOfCancelledFees } from './order-settlement.ts';
export { latestOpenOrderOf } from './orders.repository.ts';
export { orderRoutes } from './orders.routes.ts';
export type { PayableKind } from './payable-kinds.ts';
export { sandboxPaymentRoutes } from './sandbox.routes.ts';
export { orderKind } from './staff-orders.ts';
export { paymentWebhookRoutes } from './webhooks.routes.ts';
