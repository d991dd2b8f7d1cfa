import { ClaimsPage } from '../../features/claims/index.ts';
import { RequireMemberWithModals } from '../require-member.tsx';

export function Component() {
  return (
    <RequireMemberWithModals>
      <ClaimsPage />
    </RequireMemberWithModals>
  );
}
