import {
  rateCardRecordSchema,
  shippingRateSchema,
  staffRateCardSchema,
} from '@fanship/domain/catalogue/staff-content';
import { shippingRateQuerySchema } from '@fanship/domain/pricing/shipping-quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { idParamsSchema } from '../../lib/id-params.ts';
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

    const admin = { onRequest: app.requireAdmin };
    app.get(
      '/staff/rate-cards',
      { ...admin, schema: { tags, response: { 200: z.array(rateCardRecordSchema) } } },
      () => listStaffRateCards(context),
    );
    app.post(
      '/staff/rate-cards',
      { ...admin, schema: { tags, body: staffRateCardSchema } },
      async (request, reply) => reply.status(201).send(await createRateCard(context, request.body)),
    );
    app.route({
      method: ['PATCH', 'PUT'],
      url: '/staff/rate-cards/:id',
      ...admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: staffRateCardSchema,
        response: { 200: rateCardRecordSchema },
      },
      handler: (request) => editRateCard(context, request.params.id, request.body),
    });
    app.delete(
      '/staff/rate-cards/:id',
      { ...admin, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await removeRateCard(context, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
