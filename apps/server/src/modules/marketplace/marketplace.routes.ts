import {
  marketplaceDetailQuerySchema,
  marketplaceParamsSchema,
  marketplaceQuerySchema,
} from '@fanship/domain/catalogue/marketplace';
import { staffMarketplaceListingSchema } from '@fanship/domain/catalogue/staff-catalogue';
import { staffMarketplaceListingQuerySchema } from '@fanship/domain/catalogue/staff-catalogue-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { getMarketplaceListing, searchMarketplace } from './marketplace.service.ts';
import {
  createStaffListing,
  getStaffListing,
  listStaffListings,
  removeStaffListing,
  replaceStaffListing,
} from './staff-marketplace.service.ts';

/** Staff upkeep of the local listing table under /staff/marketplace-listings (404 to non-staff). */
function staffMarketplaceRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff', 'marketplace'];
    const params = marketplaceParamsSchema;
    const body = staffMarketplaceListingSchema;

    app.get(
      '/marketplace-listings',
      { schema: { tags, querystring: staffMarketplaceListingQuerySchema } },
      async (request) => listStaffListings(context, request.query),
    );
    app.get('/marketplace-listings/:pid', { schema: { tags, params } }, async (request) =>
      getStaffListing(context, request.params.pid),
    );
    app.post('/marketplace-listings', { schema: { tags, body } }, async (request, reply) =>
      reply.status(201).send(await createStaffListing(context, currentMember(request).id, request.body)),
    );
    app.put('/marketplace-listings/:pid', { schema: { tags, params, body } }, async (request) =>
      replaceStaffListing(context, currentMember(request).id, request.params.pid, request.body),
    );
    app.delete('/marketplace-listings/:pid', { schema: { tags, params } }, async (request, reply) => {
      await removeStaffListing(context, request.params.pid);
      return reply.status(204).send();
    });
  };
}

/** The second-hand marketplace ('bunjang') search and listing detail, plus staff upkeep under /staff. */
export function marketplaceRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['marketplace'];
    app.get(
      '/bunjang/retrieve-products',
      { schema: { tags, querystring: marketplaceQuerySchema } },
      async (request) => searchMarketplace(context, request.query),
    );
    app.get(
      '/bunjang/products/:pid',
      { schema: { tags, params: marketplaceParamsSchema, querystring: marketplaceDetailQuerySchema } },
      async (request) => getMarketplaceListing(context, request.params.pid),
    );
    await app.register(staffMarketplaceRoutes(context), { prefix: '/staff' });
  };
}
