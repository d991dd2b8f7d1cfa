import { PackageList } from '../../features/packages/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <PackageList />}</RequireMember>;
}
