import { RepackingList } from '../../features/repackings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <RepackingList />}</RequireMember>;
}
