import { IncomingNewPage } from '../../features/incomings/components/incoming-form-pages.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <IncomingNewPage />}</RequireMember>;
}
