import type { CreditAdjustmentInput, CreditAdjustmentResult } from '@fanship/domain/payments/credit-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/staff/members/{code}/credit: earns or redeems credit for a member, with the reason they see. */
export function adjustMemberCredit(
  code: string,
  input: CreditAdjustmentInput,
): Promise<CreditAdjustmentResult> {
  return apiRequest<CreditAdjustmentResult>(`/staff/members/${encodeURIComponent(code)}/credit`, {
    method: 'POST',
    body: input,
  });
}

/** Adjusts a member's credit, then reads the member (their balance) and their credit history again. */
export function useAdjustMemberCredit(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditAdjustmentInput) => adjustMemberCredit(code, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffMembers.detail(code) }),
  });
}
