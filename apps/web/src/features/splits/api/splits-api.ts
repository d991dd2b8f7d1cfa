import { splitMachine } from '@fanship/domain/requests/status-machines';
import type { SplitPage, SplitRequestDetail, SplitRequestInput } from '@fanship/domain/warehouse/split';
import { queryKeys } from '../../../lib/query-keys.ts';
import { memberRequestApi } from '../../requests/index.ts';

/**
 * The member's splits (`/api/split-services`): list, page, create, edit and cancel. A split holds its package and
 * makes new ones, so the packages pages are read again after a change.
 */
export const splitsApi = /* @__PURE__ */ memberRequestApi<SplitPage, SplitRequestDetail, SplitRequestInput>({
  kind: splitMachine.kind,
  path: '/split-services',
  alsoRefresh: [queryKeys.packages.all],
});
