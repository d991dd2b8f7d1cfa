import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { StaffRequestQueue } from '../../features/staff-requests/index.ts';
import { webRequestKind } from '../request-kinds.ts';

/** `/staff/requests/{kind}` and `/staff/requests/{kind}/{code}` for every kind in the registry
 * (`app/request-kinds.ts`); any other kind is a 404. */
export function Component() {
  const { kind: kindName = '', code } = useParams();
  const kind = webRequestKind(kindName);
  if (!kind) return <NotFoundPage />;
  return code ? (
    kind.staffPage(code)
  ) : (
    <StaffRequestQueue key={kind.name} kind={kind.config} extras={kind.staffQueue} />
  );
}
