import { CreditPage } from '../../features/credit/components/credit-page.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <CreditPage />}</RequireMember>;
}
