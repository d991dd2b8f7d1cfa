import { OfmList } from '../../features/ofm/components/ofm-list.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <OfmList />}</RequireMember>;
}
