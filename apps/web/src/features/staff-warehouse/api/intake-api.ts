import type { MemberFile } from '@fanship/domain/requests/member-files';
import type { IntakeInput, IntakeLookup, IntakeResult } from '@fanship/domain/warehouse/intake';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';

/**
 * GET /api/staff/intake/lookup?trackingNo=: the incomings a scanned parcel may be and packages already carrying
 * its number; asked only once a number was entered. Always asked again (a desk scans the same number once).
 */
export function useIntakeLookup(trackingNo: string | null) {
  return useQuery({
    queryKey: queryKeys.intakeLookup.detail(trackingNo ?? ''),
    queryFn: () =>
      apiRequest<IntakeLookup>(
        `/staff/intake/lookup?${new URLSearchParams({ trackingNo: trackingNo ?? '' })}`,
      ),
    enabled: trackingNo !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/staff/intake: receives the parcel; the package lists are read again. */
export function useReceiveParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeInput) => apiRequest<IntakeResult>('/staff/intake', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffPackages.all }),
  });
}

/**
 * POST /api/staff/package-photos: one parcel photo, a staff-only file until a package takes it; answers its
 * address (`/api/files/{name}`), which staff can open.
 */
export async function uploadPackagePhoto(file: File, onProgress: (percent: number) => void): Promise<string> {
  return (await uploadFileTo<MemberFile>('/api/staff/package-photos', file, onProgress)).url;
}

/** The name a photo's address refers to (`/api/files/{name}` → `{name}`), as intake bodies send photos. */
export function photoName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}
