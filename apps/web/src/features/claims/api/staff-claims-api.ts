import type {
  ApproveClaimInput,
  PoolPage,
  RejectClaimInput,
  StaffClaim,
} from '@fanship/domain/warehouse/claims';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useStaffRequestStep } from '../../staff-requests/index.ts';

/** GET /api/staff/lost-and-found?search=&page=: the pool of unclaimed parcels with their photos. */
export function useLostAndFoundPool(filters: { search?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search) params.set('search', filters.search);
  return useQuery({
    queryKey: queryKeys.lostAndFound.list(filters),
    queryFn: () => apiRequest<PoolPage>(`/staff/lost-and-found?${params}`),
    placeholderData: keepPreviousData,
  });
}

const useStaffClaimStep = <Body>(code: string, step: string) =>
  useStaffRequestStep<Body, StaffClaim>('claim', code, `package-claims/${encodeURIComponent(code)}/${step}`);

/** SCPC01 → SCPC02: the chosen pool parcel becomes the member's package. */
export const useApproveClaim = (code: string) => useStaffClaimStep<ApproveClaimInput>(code, 'approve');

/** SCPC01 → SCPC03 with the reason the member is told. */
export const useRejectClaim = (code: string) => useStaffClaimStep<RejectClaimInput>(code, 'reject');
