import type { MemberFile } from '@fanship/domain/requests/member-files';
import { claimMachine } from '@fanship/domain/requests/status-machines';
import { CLAIM_UPLOAD_DOMAIN, type ClaimPage, type ClaimValues } from '@fanship/domain/warehouse/claims';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';

const claimKeys = requestKeys(claimMachine.kind);

/** GET /api/package-claims?page=: a page of the member's claims, newest first. */
export function useClaims(page: number) {
  return useQuery({
    queryKey: claimKeys.list({ page }),
    queryFn: () => apiRequest<ClaimPage>(`/package-claims?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/uploads/member-files?domain=package-claim: one proof image, uploaded before the claim, with progress. */
export function uploadClaimImage(file: File, onProgress: (percent: number) => void): Promise<MemberFile> {
  return uploadFileTo<MemberFile>(
    `/api/uploads/member-files?domain=${CLAIM_UPLOAD_DOMAIN}`,
    file,
    onProgress,
  );
}

/** POST /api/package-claims with the uploaded images' names; the claims are read again after. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimValues) =>
      apiRequest<{ id: number }>('/package-claims', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

/** DELETE /api/package-claims/{id}: withdraws a pending claim; the claims are read again either way. */
export function useCancelClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/package-claims/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
