import { IncomingNewPage } from '../../features/incomings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <IncomingNewPage />}</RequireMember>;
}
