import type { MemberFile } from '@fanship/domain/requests/member-files';
import { inclusionMachine } from '@fanship/domain/requests/status-machines';
import type {
  Inclusion,
  InclusionRequestInput,
  inclusionPageSchema,
} from '@fanship/domain/warehouse/inclusion';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';
import { memberRequestApi } from '../../requests/index.ts';

type InclusionPage = z.output<typeof inclusionPageSchema>;

/**
 * The member's inclusions (`/api/inclusion-services`, spec §7): list, page, create, edit and cancel by
 * `POST …/{code}/cancel`. An inclusion holds its packages and makes a T package, so the packages are read again
 * after a change.
 */
export const inclusionsApi = /* @__PURE__ */ memberRequestApi<
  InclusionPage,
  Inclusion,
  InclusionRequestInput
>({
  kind: inclusionMachine.kind,
  path: '/inclusion-services',
  alsoRefresh: [queryKeys.packages.all],
});

/** POST /api/uploads/member-files?domain=inclusion: one private image for an inclusion, with per-cent progress. */
export function uploadInclusionImage(file: File, onProgress: (percent: number) => void): Promise<MemberFile> {
  return uploadFileTo<MemberFile>('/api/uploads/member-files?domain=inclusion', file, onProgress);
}
