import { PackingList } from '../../features/packings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <PackingList />}</RequireMember>;
}
