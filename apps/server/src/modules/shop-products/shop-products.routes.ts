import {
  shopProductDetailSchema,
  shopProductQuerySchema,
  shopProductSliceSchema,
} from '@fanship/domain/catalogue/shop-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { memoisedQuery } from '../../plugins/query-validation.ts';
import { getShopProduct, listShopProducts } from './shop-products.service.ts';

const idParams = z.object({ id: z.string() });

/**
 * The public shop catalogue: GET /shop-products (filters, keyset paging; its query validated once per query
 * string, decision 017) and GET /shop-products/:id.
 */
export function shopProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shop-products'];

    app.get(
      '/shop-products',
      {
        schema: {
          tags,
          querystring: memoisedQuery(shopProductQuerySchema),
          response: { 200: shopProductSliceSchema },
        },
      },
      async (request) => listShopProducts(context, request.query),
    );

    app.get(
      '/shop-products/:id',
      { schema: { tags, params: idParams, response: { 200: shopProductDetailSchema } } },
      async (request) => getShopProduct(context, request.params.id),
    );
  };
}
