import {
  rateCardRecordSchema,
  shippingRateSchema,
  staffRateCardSchema,
} from '@fanship/domain/catalogue/staff-content';
import { shippingRateQuerySchema } from '@fanship/domain/pricing/shipping-quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import {
  createRateCard,
  editRateCard,
  findShippingRates,
  listStaffRateCards,
  removeRateCard,
} from './rate-cards.service.ts';

/** The public shipping-rate lookup and, admin only, the rate cards it is computed from. */
export function rateCardRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shipping-rates'];
    app.get(
      '/info/find-shipping-rates',
      {
        schema: {
          tags,
          querystring: shippingRateQuerySchema,
          response: { 200: z.array(shippingRateSchema) },
        },
      },
      (request) => findShippingRates(context, request.query),
    );

    recordRoutes(app, {
      url: '/staff/rate-cards',
      tags,
      listResponse: z.array(rateCardRecordSchema),
      body: staffRateCardSchema,
      record: rateCardRecordSchema,
      list: () => listStaffRateCards(context),
      create: (body) => createRateCard(context, body),
      edit: ({ id }, body) => editRateCard(context, id, body),
      remove: ({ id }) => removeRateCard(context, id),
      guard: app.requireAdmin,
    });
  };
}
