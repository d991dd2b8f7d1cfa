import { staffTrendingProductSchema } from '@fanship/domain/catalogue/staff-catalogue';
import {
  trendingProductParamsSchema,
  trendingProductQuerySchema,
  trendingProductSliceSchema,
} from '@fanship/domain/catalogue/trending-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import {
  createStaffTrendingProduct,
  getStaffTrendingProduct,
  listStaffTrendingProducts,
  removeStaffTrendingProduct,
  replaceStaffTrendingProduct,
} from './staff-trending-products.service.ts';
import { getTrendingProduct, listTrendingProducts } from './trending-products.service.ts';

/** Staff upkeep of trending products under /staff/trending-products (404 to non-staff). */
function staffTrendingProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff', 'trending-products'];
    const params = trendingProductParamsSchema;
    const body = staffTrendingProductSchema;

    app.get(
      '/trending-products',
      { schema: { tags, querystring: trendingProductQuerySchema } },
      async (request) => listStaffTrendingProducts(context, request.query),
    );
    app.get('/trending-products/:id', { schema: { tags, params } }, async (request) =>
      getStaffTrendingProduct(context, request.params.id),
    );
    app.post('/trending-products', { schema: { tags, body } }, async (request, reply) =>
      reply.status(201).send(await createStaffTrendingProduct(context, request.body)),
    );
    app.put('/trending-products/:id', { schema: { tags, params, body } }, async (request) =>
      replaceStaffTrendingProduct(context, request.params.id, request.body),
    );
    app.delete('/trending-products/:id', { schema: { tags, params } }, async (request, reply) => {
      await removeStaffTrendingProduct(context, request.params.id);
      return reply.status(204).send();
    });
  };
}

/** The trending (OFM) product grid and detail, plus staff upkeep under /staff. */
export function trendingProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['trending-products'];
    app.get(
      '/ofm-products',
      {
        schema: {
          tags,
          querystring: trendingProductQuerySchema,
          response: { 200: trendingProductSliceSchema },
        },
      },
      async (request) => listTrendingProducts(context, request.query),
    );
    app.get('/ofm-products/:id', { schema: { tags, params: trendingProductParamsSchema } }, async (request) =>
      getTrendingProduct(context, request.params.id),
    );
    await app.register(staffTrendingProductRoutes(context), { prefix: '/staff' });
  };
}
