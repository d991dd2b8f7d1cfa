import { staffRequestKinds } from '@fanship/domain/requests/request-kinds';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { StaffRequestDetailPage } from '../../features/staff-requests/components/staff-request-detail.tsx';
import { StaffRequestQueue } from '../../features/staff-requests/components/staff-request-queue.tsx';

/** `/staff/requests/{kind}` and `/staff/requests/{kind}/{code}` for every kind staff
 * have a queue for (the built member kinds and orders); any other kind is a 404. */
export function Component() {
  const { kind: kindName = '', code } = useParams();
  const kind = staffRequestKinds.find((candidate) => candidate.machine.kind === kindName);
  if (!kind) return <NotFoundPage />;
  return code ? <StaffRequestDetailPage kind={kind} code={code} /> : <StaffRequestQueue kind={kind} />;
}
