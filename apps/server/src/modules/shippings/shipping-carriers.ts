/**
 * The carriers a box may go with (spec §7, §8; `carrierOptionsForBox` on the live rate cards): the member's form
 * asks `GET /api/shipping-services/carrier-options?packageCode=&countryCode=`, the create and edit choose the carrier
 * again on the server (`chooseCarrier`), and the staff page shows the box's options now.
 */
import type { Database, Transaction } from '@fanship/db/client';
import type { ShippingOption } from '@fanship/domain/pricing/shipping-quote';
import {
  type CarrierOptions,
  carrierOptionsForBox,
  carrierOptionsQuerySchema,
  carrierOptionsSchema,
  type ShippingBox,
  shippingMessages,
} from '@fanship/domain/warehouse/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { findPackage, type PackageRow } from '../packages/index.ts';
import { findRequestById } from '../requests/index.ts';
import { liveRateCards } from '../shipping-rates/index.ts';
import { parentBoxOf } from './shipping-boxes.repository.ts';

type Executor = Database | Transaction;

/**
 * The packing type a box was packed as (the packing's `requestType`): read off the request that made it, or, for a
 * box a repacking made, off the box it was made from.
 */
async function packingTypeOf(db: Executor, box: PackageRow): Promise<string | null> {
  let current: Pick<PackageRow, 'id' | 'sourceRequestId'> | undefined = box;
  for (let depth = 0; current?.sourceRequestId && depth < 5; depth++) {
    const source = await findRequestById(db, current.sourceRequestId);
    const requestType = (source?.body as { requestType?: unknown } | null)?.requestType;
    if (source?.kind === 'packing' && typeof requestType === 'string') return requestType;
    if (source?.kind !== 'repacking') return null;
    current = await parentBoxOf(db, current.id);
  }
  return null;
}

/** A package as the carrier rules see it. */
export async function shippingBoxOf(db: Executor, box: PackageRow): Promise<ShippingBox> {
  return {
    code: box.code,
    weightGrams: box.weightGrams,
    widthTenths: box.widthTenths,
    lengthTenths: box.lengthTenths,
    heightTenths: box.heightTenths,
    packingType: await packingTypeOf(db, box),
    splitType: box.splitType,
  };
}

/** The options for a box to a country on the live rate cards, cheapest first. */
export async function boxCarrierOptions(
  db: Executor,
  box: PackageRow,
  countryCode: string,
): Promise<ShippingOption[]> {
  const [shippingBox, cards] = await Promise.all([shippingBoxOf(db, box), liveRateCards(db)]);
  return carrierOptionsForBox(shippingBox, countryCode.toUpperCase(), cards);
}

/** The options as the form's selector and the staff page read them (with the §8 message when there are none). */
export async function carrierOptionsAnswer(
  db: Executor,
  box: PackageRow,
  countryCode: string,
): Promise<CarrierOptions> {
  const options = await boxCarrierOptions(db, box, countryCode);
  return {
    options: options.map(({ carrier, type, rateKrw, billableWeightGrams }) => ({
      carrier,
      type,
      rateKrw,
      billableWeightGrams,
    })),
    message: options.length === 0 ? shippingMessages.noCarrier(box.code) : null,
  };
}

/** `GET /api/shipping-services/carrier-options`: the member's own package (404 otherwise). */
export function carrierOptionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shipping-services/carrier-options',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['shippings'],
          querystring: carrierOptionsQuerySchema,
          response: { 200: carrierOptionsSchema },
        },
      },
      async (request) => {
        const { packageCode, countryCode } = request.query;
        const box = await findPackage(context.db, packageCode, currentMember(request).id);
        if (!box) throw notFound();
        return carrierOptionsAnswer(context.db, box, countryCode);
      },
    );
  };
}
