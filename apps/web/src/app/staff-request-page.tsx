import type { RequestKindConfig } from '@fanship/domain/requests/request-kinds';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { webRequestKind } from './request-kinds.ts';

/** `/staff/requests/{kind}/{code}`: the request page of the registry's kind (a kind it does not have is a 404). */
export function StaffRequestDetailPage({ kind, code }: { kind: RequestKindConfig; code: string }) {
  const definition = webRequestKind(kind.machine.kind);
  return definition ? definition.staffPage(code) : <NotFoundPage />;
}
