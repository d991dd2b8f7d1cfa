import { OfmNewPage } from '../../features/ofm/components/ofm-form-pages.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <OfmNewPage />}</RequireMember>;
}
