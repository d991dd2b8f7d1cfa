import { isStaffRole } from '@fanship/domain/member';
import { Outlet } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { StaffShell } from '../../features/staff/components/staff-shell.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';

/** The staff console: anyone who is not staff sees the same 404 page as an unknown address. */
export function Component() {
  const session = useSession();
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState message={errorMessageOf(session.error)} onRetry={() => session.refetch()} />;
  const member = session.data.member;
  if (!member || !isStaffRole(member.role)) return <NotFoundPage />;
  return (
    <StaffShell>
      <Outlet />
    </StaffShell>
  );
}
