import { incomingMachine } from '@fanship/domain/requests/status-machines';
import {
  firstItemText,
  incomingTotalValue,
  staffIncomingRequestSchema,
} from '@fanship/domain/warehouse/incoming';
import { defineRequestKind } from '../requests/index.ts';
import { listIncomingDetails, listIncomingItems } from './incomings.repository.ts';
import { incomingRoutes } from './incomings.routes.ts';
import { describeIncomingRequest } from './incomings.service.ts';

/**
 * Incomings (IN…): the member registers a parcel under `/incoming-services`; the intake desk receives it. In the
 * staff console queue rows name the seller and the tracking number (what the desk looks for) with the declared
 * value; the page is the member's with the arrived package. Cancelling is the scaffold's move.
 */
export const incomingKind = defineRequestKind({
  machine: incomingMachine,
  member: { path: '/incoming-services', routes: incomingRoutes },
  staff: {
    detailSchema: staffIncomingRequestSchema,
    async summarize(context, rows) {
      const ids = rows.map((row) => row.id);
      const [details, items] = await Promise.all([
        listIncomingDetails(context.db, ids),
        listIncomingItems(context.db, ids),
      ]);
      return new Map(
        rows.map((row) => {
          const detail = details.find((candidate) => candidate.requestId === row.id);
          const own = items.filter((item) => item.requestId === row.id);
          const first = own[0] ? ` · ${firstItemText(own[0].name, own.length)}` : '';
          return [
            row.id,
            {
              summary: `${detail?.sellerName ?? ''} · ${detail?.trackingNo ?? ''}${first}`,
              amountKrw: incomingTotalValue(
                own.map((item) => ({ unitPrice: item.unitPriceKrw, quantity: item.quantity })),
              ),
            },
          ];
        }),
      );
    },
    describe: (context, request) => describeIncomingRequest(context, request, 'staff'),
  },
});
