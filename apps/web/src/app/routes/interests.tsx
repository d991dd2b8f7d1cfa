import { InterestsOnboarding } from '../../features/interests/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{(member) => <InterestsOnboarding member={member} />}</RequireMember>;
}
