import {
  fansignEventParamsSchema,
  fansignEventQuerySchema,
  fansignEventSliceSchema,
} from '@fanship/domain/catalogue/fansign-events';
import { staffFansignEventSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { staffCatalogueRoutes } from '../../lib/record-routes.ts';
import { getFansignEvent, listFansignEvents } from './fansign-events.service.ts';
import { listStaffEvents, staffEventRecords } from './staff-fansign-events.service.ts';

/** The fansign event list and detail, plus staff upkeep under /staff. */
export function fansignEventRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fansign-events'];
    app.get(
      '/fansign-events',
      { schema: { tags, querystring: fansignEventQuerySchema, response: { 200: fansignEventSliceSchema } } },
      async (request) => listFansignEvents(context, request.query),
    );
    app.get('/fansign-events/:id', { schema: { tags, params: fansignEventParamsSchema } }, async (request) =>
      getFansignEvent(context, request.params.id),
    );
    // Staff upkeep under /staff (404 to non-staff).
    staffCatalogueRoutes(app, context, 'fansign-events', {
      params: fansignEventParamsSchema,
      query: fansignEventQuerySchema,
      body: staffFansignEventSchema,
      list: listStaffEvents,
      records: staffEventRecords,
    });
  };
}
