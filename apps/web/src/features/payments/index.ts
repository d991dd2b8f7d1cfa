/** The payments feature's public entry: the order kind's definition (its pages are reached through `app/routes`). */

export { ChargesList } from './components/charges-list.tsx';
export { InvoiceDetail } from './components/invoice-detail.tsx';
export { InvoiceList } from './components/invoice-list.tsx';
export { PaymentDialogs, type PaymentFlow, usePaymentFlow } from './components/payment-flow.tsx';
export { PaymentLinks } from './components/payment-links.tsx';
export { PaymentReturnPage } from './components/payment-return-page.tsx';
export { depositsToConfirmPath, orderKind } from './order-kind.tsx';
