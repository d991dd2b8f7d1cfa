import type { MemberFile } from '@fanship/domain/requests/member-files';
import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import type {
  OfmCompleteWithRefundInput,
  OfmCreatePackagesInput,
  OfmRecordPurchaseInput,
} from '@fanship/domain/requests/ofm-fulfilment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';

const base = (code: string) => `/staff/ofm/${encodeURIComponent(code)}`;

/**
 * POST /api/staff/ofm/{code}/result-images: one photo of what was bought, kept as the member's private file;
 * answers its address (`/api/files/{name}`).
 */
export async function uploadOfmResultImage(
  code: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return (await uploadFileTo<MemberFile>(`/api${base(code)}/result-images`, file, onProgress)).url;
}

/** The name a result photo's address refers to (`/api/files/{name}` → `{name}`). */
export function resultImageName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

/**
 * One step staff take on a paid OFM request (`POST /api/staff/ofm/{code}/{step}`): the answer is the request as
 * the staff page shows it, put in the cache at once; success or failure (a 409: someone moved it first), the
 * queue and the request are read again so the page shows where the request is now.
 */
function useStaffOfmStep<Body>(code: string, step: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<StaffOfmRequest>(`${base(code)}/${step}`, { method: 'POST', body }),
    onSuccess: (request) => queryClient.setQueryData(queryKeys.staffRequests.detail(`ofm/${code}`), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffRequests.all }),
  });
}

/** SCOM03 → SCOM04: what was bought, the amounts charged and the result photos. */
export const useRecordOfmPurchase = (code: string) =>
  useStaffOfmStep<OfmRecordPurchaseInput>(code, 'purchase');

/** SCOM04: the result packages in the member's locker (once). */
export const useCreateOfmPackages = (code: string) =>
  useStaffOfmStep<OfmCreatePackagesInput>(code, 'packages');

/** SCOM04 → SCOM11. */
export const useCompleteOfm = (code: string) => useStaffOfmStep<undefined>(code, 'complete');

/** → SCOM12 with the refund staff confirmed. */
export const useCompleteOfmWithRefund = (code: string) =>
  useStaffOfmStep<OfmCompleteWithRefundInput>(code, 'complete-with-refund');
