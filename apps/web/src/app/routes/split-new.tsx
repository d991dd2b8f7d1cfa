import { SplitNewPage } from '../../features/splits/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <SplitNewPage />}</RequireMember>;
}
