import { repackingMachine } from '@fanship/domain/requests/status-machines';
import type {
  Repacking,
  RepackingRequestInput,
  repackingPageSchema,
} from '@fanship/domain/warehouse/repacking';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { memberRequestApi } from '../../requests/index.ts';

type RepackingPage = z.output<typeof repackingPageSchema>;

/**
 * The member's repackings (`/api/repacking-services`, spec §7): list, page, create, edit, and cancel by
 * `DELETE …/{code}`. A repacking holds its box and packages and makes a new box, so the packages are read again
 * after a change.
 */
export const repackingsApi = /* @__PURE__ */ memberRequestApi<
  RepackingPage,
  Repacking,
  RepackingRequestInput
>({
  kind: repackingMachine.kind,
  path: '/repacking-services',
  cancelBy: 'DELETE',
  alsoRefresh: [queryKeys.packages.all],
});
