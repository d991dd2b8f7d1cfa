import type { MemberFile } from '@fanship/domain/requests/member-files';
import type { IntakeInput, IntakeLookup, IntakeResult } from '@fanship/domain/warehouse/intake';
import type { IntakeShift, IntakeUndoResult } from '@fanship/domain/warehouse/intake-shift';
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

/** After a receive or its undo: the package lists and the shift view are read again. */
function refreshAfterIntake(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.staffPackages.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.intakeShift.all }),
  ]);
}

/** POST /api/staff/intake: receives the parcel. */
export function useReceiveParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeInput) => apiRequest<IntakeResult>('/staff/intake', { method: 'POST', body }),
    onSuccess: () => refreshAfterIntake(queryClient),
  });
}

/** GET /api/staff/intake/shift: the worker's receives of the Korean day; read again each minute (the undo ends). */
export function useIntakeShift() {
  return useQuery({
    queryKey: queryKeys.intakeShift.all,
    queryFn: () => apiRequest<IntakeShift>('/staff/intake/shift'),
    refetchInterval: 60_000,
  });
}

/** POST /api/staff/intake/{code}/undo: takes the worker's last receive back (409 with why when it cannot). */
export function useUndoReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<IntakeUndoResult>(`/staff/intake/${encodeURIComponent(code)}/undo`, { method: 'POST' }),
    onSettled: () => refreshAfterIntake(queryClient),
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
