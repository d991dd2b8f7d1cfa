import type { OfmRequestInput } from '@fanship/domain/requests/ofm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ofmKeys } from './ofm-keys.ts';

/** What the form sends: the request's fields, its images already uploaded and named. */
export type SaveOfmRequest = { code?: string; body: OfmRequestInput };

/**
 * POST /api/ofm-services (new, answers `{ code }`) or PATCH /api/ofm-services/{code} (edit, only in SCOM01).
 * The member's requests are read again after a save.
 */
export function useSaveOfmRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: SaveOfmRequest) =>
      apiRequest<{ code: string }>(code ? `/ofm-services/${encodeURIComponent(code)}` : '/ofm-services', {
        method: code ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ofmKeys.all }),
  });
}
