import { shippingMachine } from '@fanship/domain/requests/status-machines';
import type {
  CarrierOptions,
  Shipping,
  ShippingInvoiceAnswer,
  ShippingRequestInput,
  shippingPageSchema,
} from '@fanship/domain/warehouse/shipping';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { memberRequestApi } from '../../requests/index.ts';

const PATH = '/shipping-services';

/**
 * The member's shippings (`/api/shipping-services`, spec §7): list, page, create at `POST …/request`, edit, and
 * cancel by `POST …/{code}/cancel`. A shipping holds its box and takes the fees on it, so the packages and the
 * charges are read again after a change.
 */
export const shippingsApi = /* @__PURE__ */ memberRequestApi<
  z.output<typeof shippingPageSchema>,
  Shipping,
  ShippingRequestInput
>({
  kind: shippingMachine.kind,
  path: PATH,
  createPath: '/request',
  alsoRefresh: [queryKeys.packages.all, queryKeys.charges.all],
});

/**
 * `GET /api/shipping-services/carrier-options?packageCode=&countryCode=`: the carriers the box may go with to the
 * country, cheapest first, or the §8 message when none; asked only once both are chosen.
 */
export function useCarrierOptions(packageCode: string, countryCode: string) {
  const params = new URLSearchParams({ packageCode, countryCode });
  return useQuery({
    queryKey: [...shippingsApi.keys.all, 'carrier-options', packageCode, countryCode],
    queryFn: () => apiRequest<CarrierOptions>(`${PATH}/carrier-options?${params}`),
    enabled: packageCode !== '' && countryCode !== '',
  });
}

/**
 * `GET /api/shipping-services/{code}/invoice`: 'Invoice Detail' (live while unpaid; once an order holds or paid it,
 * the lines, storage and order as frozen), asked only while the dialog is open.
 */
export function useShippingInvoice(code: string, enabled: boolean) {
  return useQuery({
    queryKey: [...shippingsApi.keys.all, 'invoice', code],
    queryFn: () => apiRequest<ShippingInvoiceAnswer>(`${PATH}/${encodeURIComponent(code)}/invoice`),
    enabled,
  });
}
