import type { Me } from '@fanship/domain/member';
import { ModalsProvider } from '@mantine/modals';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../components/ui/states.tsx';
import { SessionExpiredModal, useHeldMember, useSession } from '../features/auth/index.ts';
import { errorMessageOf } from '../lib/api-client.ts';
import { loginPathFor } from '../lib/login-path.ts';

/**
 * Renders its children for a signed-in member; sends visitors to the login page and back afterwards.
 * A session that expires while the page is open is renewed in a dialog over the page instead.
 */
export function RequireMember({ children }: { children: (member: Me) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { member, hasExpired } = useHeldMember(session.data);
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState message={errorMessageOf(session.error)} onRetry={() => session.refetch()} />;
  if (!member) {
    return (
      <Navigate to={loginPathFor(location.pathname + location.search, session.data.isExpired)} replace />
    );
  }
  return (
    <>
      {children(member)}
      {hasExpired && <SessionExpiredModal member={member} />}
    </>
  );
}

/** A member's page whose body opens dialogs (confirmations, forms in a modal). */
export function RequireMemberWithModals({ children }: { children: ReactNode }) {
  return <RequireMember>{() => <ModalsProvider>{children}</ModalsProvider>}</RequireMember>;
}

/** The route component of a member's detail page named by the `:code` in its path. */
export function memberCodeRoute(Detail: ComponentType<{ code: string }>) {
  return function Component() {
    const { code = '' } = useParams();
    return (
      <RequireMemberWithModals>
        <Detail code={code} />
      </RequireMemberWithModals>
    );
  };
}
