import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { payableKindKeys } from '../payable-targets.ts';

/**
 * After an order is made, paid, cancelled or a deposit is sent: the lists it changes are read again (invoices,
 * charges, the requests of every payable kind, the cart whose paid lines the server removes, and the member's credit on the session).
 */
export function refreshPaymentLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      queryKeys.orders.all,
      queryKeys.charges.all,
      ...payableKindKeys,
      queryKeys.cart.all,
      queryKeys.session.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
