import { shippingMachine } from '@fanship/domain/requests/status-machines';
import { shippingCarrierLabels } from '@fanship/domain/warehouse/forwarding-code-lists';
import {
  type ShippingRequestValues,
  shippingBlocker,
  shippingPageSchema,
  shippingRequestSchema,
  shippingSchema,
  shippingTargetTypes,
  staffShippingSchema,
} from '@fanship/domain/warehouse/shipping';
import { AppError } from '../../lib/app-error.ts';
import { definePackageService, requestsTargeting } from '../package-services/index.ts';
import { findPackage } from '../packages/index.ts';
import { carrierOptionRoutes } from './shipping-carriers.ts';
import { chargeShipping, chosenCarrier, unchargeShipping } from './shipping-charges.ts';
import { shippingInvoiceRoutes } from './shipping-invoice-answer.ts';
import { shippingPayable } from './shipping-payable.ts';
import { shippingSteps } from './shipping-steps.ts';
import { shippingPage, shippingQueueLine, shippingRow, shippingStaffFields } from './shipping-views.ts';

/**
 * Shippings (SH…, spec §2 "Shipping", §5 "Shipping form", §7 `/shipping-services`, §8; issue 22 point 5): the member
 * asks for one of their F boxes in ARRIVED to be shipped to an address (kept as sent) with a carrier the server
 * chooses again on the live rate cards; a box has one open shipping (the scaffold's link and its unique index, and
 * `shippingBlocker` read under the box's lock: 409). The box stays ARRIVED, held by its link, until paid. The
 * request is payable at once (SCSH01, type SHIPPING): its carrier line and every unpaid fee on the box's lineage
 * (`shipping-charges.ts`), and the live storage (`shipping-invoices.ts`). Paid, the box moves to SHIPPING and
 * storage stops (`shipping-payable.ts`); staff `prepare` and `ship` (`shipping-steps.ts`). The member edits and
 * cancels (`POST /{code}/cancel`) while SCSH01; the staff queue filters by carrier; a cancel lets go of the box and of the fees taken, cancelling only the
 * carrier line.
 */
export const shippingKind = definePackageService<ShippingRequestValues>({
  machine: shippingMachine,
  member: {
    path: '/shipping-services',
    tags: ['shippings'],
    createPath: '/request',
    moreRoutes: (context) => async (app) => {
      await app.register(carrierOptionRoutes(context));
      await app.register(shippingInvoiceRoutes(context));
    },
    body: shippingRequestSchema,
    listSchema: shippingPageSchema,
    pageSchema: shippingSchema,
  },
  packages: {
    target: {
      types: shippingTargetTypes,
      statuses: ['ARRIVED'],
      min: 1,
      max: 1,
      codes: (body) => [body.targetPackageCode],
    },
    async check({ tx, request, body, targets }) {
      const [box] = targets;
      if (!box) return undefined;
      const shippings = await requestsTargeting(tx, box.id, [shippingMachine.kind], request.id);
      const open = shippingBlocker({ packageCode: box.code, shippings });
      if (open) throw new AppError('CONFLICT', open);
      const choice = await chosenCarrier(tx, box, body);
      return 'problem' in choice ? choice.problem : undefined;
    },
  },
  async onSave(context, tx, request, body) {
    const box = await findPackage(tx, body.targetPackageCode, request.memberId);
    if (box) await chargeShipping(context, tx, request, body, box);
  },
  onCancel: (context, tx, request) => unchargeShipping(context, tx, request, context.clock.now()),
  steps: shippingSteps,
  payable: shippingPayable,
  row: shippingRow,
  page: shippingPage,
  staff: {
    detailSchema: staffShippingSchema,
    summary: (view, context) => shippingQueueLine(context, view),
    describe: shippingStaffFields,
    // Filtered by the carrier the queue shows: the one it left with, else the member's.
    types: { field: ['shipment.carrier', 'requestedCarrier'], labels: shippingCarrierLabels },
  },
});
