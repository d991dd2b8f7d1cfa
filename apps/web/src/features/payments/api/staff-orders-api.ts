import type { RefundToCreditInput, StaffOrder } from '@fanship/domain/payments/payment-contract';
import type { ConfirmDepositsAnswer, ConfirmDepositValues } from '@fanship/domain/payments/wise-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { QueueBulkResult } from '../../staff-requests/index.ts';
import { useStaffRequestStep } from '../../staff-requests/index.ts';

/** One step staff take on an order (`POST /api/staff/orders/{code}/{step}`), answering the order as staff see it. */
const useStaffOrderStep = <Body>(code: string, step: string) =>
  useStaffRequestStep<Body, StaffOrder>('order', code, `orders/${encodeURIComponent(code)}/${step}`);

/** OR02 → OR03: the Wise transfer arrived (what arrived, and why when it is not the invoice's amount). */
export const useConfirmDeposit = (code: string) =>
  useStaffOrderStep<ConfirmDepositValues>(code, 'confirm-deposit');

/** OR02 → OR01: no such transfer arrived; the member is told the reason. */
export const useRejectDeposit = (code: string) =>
  useStaffOrderStep<{ reason: string }>(code, 'reject-deposit');

/** A paid order (OR03) given back as credit, once, with the reason the member reads. */
export const useRefundOrderToCredit = (code: string) =>
  useStaffOrderStep<RefundToCreditInput>(code, 'refund-to-credit');

/**
 * Several Wise deposits sent as expected confirmed in one go (`POST /api/staff/orders/confirm-deposits`), each as
 * the single confirmation does; answers per order whether it was confirmed or why not.
 */
export function useConfirmDeposits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (codes: string[]): Promise<QueueBulkResult[]> => {
      const answer = await apiRequest<ConfirmDepositsAnswer>('/staff/orders/confirm-deposits', {
        method: 'POST',
        body: { codes },
      });
      return answer.results.map(({ code, confirmed, message }) => ({ code, done: confirmed, message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffRequests.all }),
  });
}
