import { PaymentReturnPage } from '../../features/payments/components/payment-return-page.tsx';

/** The payment window's waiting page: public (the popup calls the API with the session cookie it has). */
export function Component() {
  return <PaymentReturnPage outcome="success" />;
}
