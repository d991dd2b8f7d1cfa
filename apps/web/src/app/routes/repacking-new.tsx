import { RepackingNewPage } from '../../features/repackings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <RepackingNewPage />}</RequireMember>;
}
