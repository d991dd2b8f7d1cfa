import { PackingNewPage } from '../../features/packings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <PackingNewPage />}</RequireMember>;
}
