import { staffTrendingProductSchema } from '@fanship/domain/catalogue/staff-catalogue';
import {
  trendingProductParamsSchema,
  trendingProductQuerySchema,
  trendingProductSliceSchema,
} from '@fanship/domain/catalogue/trending-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { staffCatalogueRoutes } from '../../lib/record-routes.ts';
import { listStaffTrendingProducts, staffTrendingProductRecords } from './staff-trending-products.service.ts';
import { getTrendingProduct, listTrendingProducts } from './trending-products.service.ts';

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
    // Staff upkeep under /staff (404 to non-staff).
    staffCatalogueRoutes(app, context, 'trending-products', {
      params: trendingProductParamsSchema,
      query: trendingProductQuerySchema,
      body: staffTrendingProductSchema,
      list: listStaffTrendingProducts,
      records: staffTrendingProductRecords,
    });
  };
}
