import { OfmList } from '../../features/ofm/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <OfmList />}</RequireMember>;
}
