import { CreditPage } from '../../features/credit/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <CreditPage />}</RequireMember>;
}
