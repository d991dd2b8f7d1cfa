import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PaymentReturnPage } from '../../features/payments/index.ts';

/**
 * The payment window's return pages, `/payment/success` (the waiting page) and `/payment/failure`: public (the
 * popup calls the API with the session cookie it has) and without the site frame.
 */
export function Component() {
  const { outcome } = useParams();
  if (outcome !== 'success' && outcome !== 'failure') return <NotFoundPage />;
  return <PaymentReturnPage outcome={outcome} key={outcome} />;
}
