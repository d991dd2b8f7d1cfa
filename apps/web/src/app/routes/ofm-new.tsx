import { OfmNewPage } from '../../features/ofm/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <OfmNewPage />}</RequireMember>;
}
