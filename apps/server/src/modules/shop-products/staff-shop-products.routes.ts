import {
  staffShopProductSchema,
  staffStockAdjustmentSchema,
} from '@fanship/domain/catalogue/staff-catalogue';
import {
  staffShopProductQuerySchema,
  staffShopProductRecordSchema,
  staffShopProductSliceSchema,
} from '@fanship/domain/catalogue/staff-shop-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import {
  createStaffShopProduct,
  deleteStaffShopProduct,
  getStaffShopProduct,
  listStaffShopProducts,
  setStaffShopProductStock,
  updateStaffShopProduct,
} from './staff-shop-products.service.ts';

const idParams = z.object({ id: z.string() });

/** Staff shop-product management, registered under /staff/shop-products; non-staff get 404. */
export function staffShopProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff'];
    const record = { 200: staffShopProductRecordSchema };

    app.get(
      '/',
      {
        schema: {
          tags,
          querystring: staffShopProductQuerySchema,
          response: { 200: staffShopProductSliceSchema },
        },
      },
      async (request) => listStaffShopProducts(context, request.query),
    );

    app.post(
      '/',
      { schema: { tags, body: staffShopProductSchema, response: { 201: staffShopProductRecordSchema } } },
      async (request, reply) => reply.status(201).send(await createStaffShopProduct(context, request.body)),
    );

    app.get('/:id', { schema: { tags, params: idParams, response: record } }, async (request) =>
      getStaffShopProduct(context, request.params.id),
    );

    // PATCH is the agreed verb; PUT is accepted too because the shared contract's comment names it.
    for (const method of ['PATCH', 'PUT'] as const) {
      app.route({
        method,
        url: '/:id',
        schema: { tags, params: idParams, body: staffShopProductSchema, response: record },
        handler: async (request) => updateStaffShopProduct(context, request.params.id, request.body),
      });
    }

    app.patch(
      '/:id/stock',
      { schema: { tags, params: idParams, body: staffStockAdjustmentSchema, response: record } },
      async (request) => setStaffShopProductStock(context, request.params.id, request.body.stockQuantity),
    );

    app.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
      await deleteStaffShopProduct(context, request.params.id);
      return reply.status(204).send();
    });
  };
}
