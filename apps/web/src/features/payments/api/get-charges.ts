import type { Charge } from '@fanship/domain/payments/payment-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/charges: what the member can pay now (OFM requests awaiting payment with their fees). */
export function getCharges(): Promise<Charge[]> {
  return apiRequest<Charge[]>('/charges');
}

export const chargesQueryOptions = queryOptions({ queryKey: queryKeys.charges.all, queryFn: getCharges });

/** The member's charges (the /charges list). */
export function useCharges() {
  return useQuery(chargesQueryOptions);
}
