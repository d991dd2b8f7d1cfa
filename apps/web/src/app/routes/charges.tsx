import { ChargesList } from '../../features/payments/components/charges-list.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <ChargesList />}</RequireMember>;
}
