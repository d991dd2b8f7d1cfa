import { packingMachine } from '@fanship/domain/requests/status-machines';
import type { Packing, PackingPage, PackingRequestInput } from '@fanship/domain/warehouse/packing';
import { queryKeys } from '../../../lib/query-keys.ts';
import { memberRequestApi } from '../../requests/index.ts';

/**
 * The member's packings (`/api/packing-services`, spec §7): list, page, create at `POST …/request`, edit, and
 * cancel by `DELETE …/{code}`. A packing holds its packages and makes F boxes, so the packages are read again
 * after a change.
 */
export const packingsApi = /* @__PURE__ */ memberRequestApi<PackingPage, Packing, PackingRequestInput>({
  kind: packingMachine.kind,
  path: '/packing-services',
  createPath: '/request',
  cancelBy: 'DELETE',
  alsoRefresh: [queryKeys.packages.all],
});
