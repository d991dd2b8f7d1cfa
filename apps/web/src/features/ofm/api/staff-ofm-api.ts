import type { MemberFile } from '@fanship/domain/requests/member-files';
import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import type {
  OfmCompleteWithRefundInput,
  OfmCreatePackagesInput,
  OfmRecordPurchaseInput,
} from '@fanship/domain/requests/ofm-fulfilment';
import { uploadFileTo } from '../../../lib/upload-file.ts';
import { useStaffRequestStep } from '../../staff-requests/index.ts';

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

/** One step staff take on a paid OFM request (`POST /api/staff/ofm/{code}/{step}`). */
const useStaffOfmStep = <Body>(code: string, step: string) =>
  useStaffRequestStep<Body, StaffOfmRequest>('ofm', code, `ofm/${encodeURIComponent(code)}/${step}`);

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
