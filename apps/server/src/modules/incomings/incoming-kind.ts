import { incomingItems } from '@fanship/db/warehouse-schema';
import { itemsValue } from '@fanship/domain/requests/item-amounts';
import { incomingMachine } from '@fanship/domain/requests/status-machines';
import {
  firstItemText,
  incomingPageSchema,
  incomingRequestInputSchema,
  incomingRequestSchema,
  staffIncomingRequestSchema,
} from '@fanship/domain/warehouse/incoming';
import { sql } from 'drizzle-orm';
import { amountFromTable, defineRequestKind, queueSummaries } from '../requests/index.ts';
import { incomingPackageArrived } from './incoming-arrivals.ts';
import { incomingParts } from './incomings.repository.ts';
import {
  createIncomingRequest,
  describeIncomingRequest,
  editIncomingRequest,
  incomingRows,
} from './incomings.service.ts';

/**
 * Incomings (IN…): the member registers a parcel under `/incoming-services` (the scaffold's member routes with the
 * kind's rows, page, create and edit); the intake desk receives it. In the
 * staff console queue rows name the seller and the tracking number (what the desk looks for) with the declared
 * value; the page is the member's with the arrived package. Cancelling is the scaffold's move.
 */
export const incomingKind = defineRequestKind({
  machine: incomingMachine,
  onPackageArrived: incomingPackageArrived,
  // 'Add Item Information' on a parcel received for the member that nobody registered (spec §4 package actions).
  packageAction: (pkg) => pkg.type === 'R' && !pkg.hasSource,
  member: {
    path: '/incoming-services',
    tags: ['incomings'],
    body: incomingRequestInputSchema,
    listSchema: incomingPageSchema,
    pageSchema: incomingRequestSchema,
    rows: incomingRows,
    page: (context, request) => describeIncomingRequest(context, request, 'member'),
    create: createIncomingRequest,
    edit: editIncomingRequest,
  },
  staff: {
    detailSchema: staffIncomingRequestSchema,
    summarize: queueSummaries(incomingParts, (row, partsOf) => {
      const { detail, items } = partsOf(row.id);
      const first = items[0] ? ` · ${firstItemText(items[0].name, items.length)}` : '';
      return {
        summary: `${detail?.sellerName ?? ''} · ${detail?.trackingNo ?? ''}${first}`,
        amountKrw: itemsValue(
          items.map((item) => ({ unitPrice: item.unitPriceKrw, quantity: item.quantity })),
        ),
      };
    }),
    // The declared value, as `itemsValue` sums it (in bigint: 999 × ₩100,000,000 passes an integer).
    amountSql: amountFromTable(
      incomingItems,
      incomingItems.requestId,
      sql`coalesce(sum(${incomingItems.unitPriceKrw}::bigint * ${incomingItems.quantity}), 0)`,
    ),
    describe: (context, request) => describeIncomingRequest(context, request, 'staff'),
  },
});
