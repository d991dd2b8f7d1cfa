import { PaymentReturnPage } from '../../features/payments/components/payment-return-page.tsx';

/** The payment window's failure return: public, like the waiting page. */
export function Component() {
  return <PaymentReturnPage outcome="failure" />;
}
