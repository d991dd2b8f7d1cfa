import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { useSession } from '../../auth/index.ts';

/** Settings screens: staff who are not admins see the same 404 page the API answers them. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingState />;
  if (session.data?.member?.role !== 'admin') return <NotFoundPage />;
  return children;
}
