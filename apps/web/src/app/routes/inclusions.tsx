import { InclusionList } from '../../features/inclusions/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <InclusionList />}</RequireMember>;
}
