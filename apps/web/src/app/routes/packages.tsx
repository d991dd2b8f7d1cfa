import { PackageList } from '../../features/packages/components/package-list.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <PackageList />}</RequireMember>;
}
