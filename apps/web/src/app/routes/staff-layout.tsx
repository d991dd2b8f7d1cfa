import { isStaffRole } from '@fanship/domain/member';
import { Outlet } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { StaffFrameLoading } from '../../components/ui/staff-frame.tsx';
import { ErrorState } from '../../components/ui/states.tsx';
import { SessionExpiredModal, useHeldMember, useSession } from '../../features/auth/index.ts';
import { errorMessageOf } from '../../lib/api-client.ts';
import { StaffShell } from '../staff-shell.tsx';

/**
 * The staff console: anyone who is not staff sees the same 404 page as an unknown address. A session that
 * expires while a staff page is open is renewed in a dialog, so a half-filled form is not lost.
 */
export function Component() {
  const session = useSession();
  const { member, hasExpired } = useHeldMember(session.data);
  if (session.isPending) return <StaffFrameLoading />;
  if (session.isError)
    return <ErrorState message={errorMessageOf(session.error)} onRetry={() => session.refetch()} />;
  if (!member || !isStaffRole(member.role)) return <NotFoundPage />;
  return (
    <StaffShell>
      <Outlet />
      {hasExpired && <SessionExpiredModal member={member} />}
    </StaffShell>
  );
}
