import {
  marketplaceDetailQuerySchema,
  marketplaceParamsSchema,
  marketplaceQuerySchema,
} from '@fanship/domain/catalogue/marketplace';
import { staffMarketplaceListingSchema } from '@fanship/domain/catalogue/staff-catalogue';
import { staffMarketplaceListingQuerySchema } from '@fanship/domain/catalogue/staff-catalogue-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { currentMember } from '../../plugins/session.ts';
import { getMarketplaceListing, searchMarketplace } from './marketplace.service.ts';
import {
  createStaffListing,
  getStaffListing,
  listStaffListings,
  removeStaffListing,
  replaceStaffListing,
} from './staff-marketplace.service.ts';

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
    // Staff upkeep under /staff (404 to non-staff).
    recordRoutes(app, {
      url: '/staff/marketplace-listings',
      guard: app.requireStaff,
      tags: ['staff', 'marketplace'],
      key: 'pid',
      params: marketplaceParamsSchema,
      query: staffMarketplaceListingQuerySchema,
      body: staffMarketplaceListingSchema,
      replace: ['PUT'],
      list: (query) => listStaffListings(context, query),
      read: ({ pid }) => getStaffListing(context, pid),
      create: (body, request) => createStaffListing(context, currentMember(request).id, body),
      edit: ({ pid }, body, request) => replaceStaffListing(context, currentMember(request).id, pid, body),
      remove: ({ pid }) => removeStaffListing(context, pid),
    });
  };
}
