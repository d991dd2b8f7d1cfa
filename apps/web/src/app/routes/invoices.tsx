import { InvoiceList } from '../../features/payments/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <InvoiceList />}</RequireMember>;
}
