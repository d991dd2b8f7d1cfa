import { InvoiceList } from '../../features/payments/components/invoice-list.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <InvoiceList />}</RequireMember>;
}
