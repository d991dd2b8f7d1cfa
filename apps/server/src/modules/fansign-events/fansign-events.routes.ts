import {
  fansignEventParamsSchema,
  fansignEventQuerySchema,
  fansignEventSliceSchema,
} from '@fanship/domain/catalogue/fansign-events';
import { staffFansignEventSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { getFansignEvent, listFansignEvents } from './fansign-events.service.ts';
import {
  createStaffEvent,
  getStaffEvent,
  listStaffEvents,
  removeStaffEvent,
  replaceStaffEvent,
} from './staff-fansign-events.service.ts';

/** Staff upkeep of fansign events under /staff/fansign-events (404 to non-staff). */
function staffFansignEventRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff', 'fansign-events'];
    const params = fansignEventParamsSchema;
    const body = staffFansignEventSchema;

    app.get('/fansign-events', { schema: { tags, querystring: fansignEventQuerySchema } }, async (request) =>
      listStaffEvents(context, request.query),
    );
    app.get('/fansign-events/:id', { schema: { tags, params } }, async (request) =>
      getStaffEvent(context, request.params.id),
    );
    app.post('/fansign-events', { schema: { tags, body } }, async (request, reply) =>
      reply.status(201).send(await createStaffEvent(context, request.body)),
    );
    app.put('/fansign-events/:id', { schema: { tags, params, body } }, async (request) =>
      replaceStaffEvent(context, request.params.id, request.body),
    );
    app.delete('/fansign-events/:id', { schema: { tags, params } }, async (request, reply) => {
      await removeStaffEvent(context, request.params.id);
      return reply.status(204).send();
    });
  };
}

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
    await app.register(staffFansignEventRoutes(context), { prefix: '/staff' });
  };
}
