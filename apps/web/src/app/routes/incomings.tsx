import { IncomingList } from '../../features/incomings/components/incoming-list.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <IncomingList />}</RequireMember>;
}
