import { requestCodeParamsSchema, requestListQuerySchema } from '@fanship/domain/requests/request-contract';
import { incomingMachine } from '@fanship/domain/requests/status-machines';
import {
  incomingCreatedSchema,
  incomingPageSchema,
  incomingRequestInputSchema,
  incomingRequestSchema,
} from '@fanship/domain/warehouse/incoming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { assertKnownStatus } from '../requests/requests.service.ts';
import {
  cancelOwnIncomingRequest,
  createIncomingRequest,
  editIncomingRequest,
  getOwnIncomingRequest,
  listOwnIncomingRequests,
} from './incomings.service.ts';

/** The member's incomings under `/incoming-services` (spec "forwarding and proxy purchase" §7). */
export function incomingRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['incomings'];

    app.get(
      '/incoming-services',
      {
        ...common,
        schema: { tags, querystring: requestListQuerySchema, response: { 200: incomingPageSchema } },
      },
      async (request) => {
        assertKnownStatus(incomingMachine, request.query.status);
        return listOwnIncomingRequests(context, currentMember(request).id, request.query);
      },
    );

    app.post(
      '/incoming-services',
      {
        ...common,
        schema: { tags, body: incomingRequestInputSchema, response: { 200: incomingCreatedSchema } },
      },
      async (request) => createIncomingRequest(context, currentMember(request).id, request.body),
    );

    app.get(
      '/incoming-services/:code',
      {
        ...common,
        schema: { tags, params: requestCodeParamsSchema, response: { 200: incomingRequestSchema } },
      },
      async (request) => getOwnIncomingRequest(context, currentMember(request).id, request.params.code),
    );

    app.patch(
      '/incoming-services/:code',
      {
        ...common,
        schema: {
          tags,
          params: requestCodeParamsSchema,
          body: incomingRequestInputSchema,
          response: { 200: incomingCreatedSchema },
        },
      },
      async (request) =>
        editIncomingRequest(context, currentMember(request).id, request.params.code, request.body),
    );

    app.post(
      '/incoming-services/:code/cancel',
      { ...common, schema: { tags, params: requestCodeParamsSchema } },
      async (request, reply) => {
        await cancelOwnIncomingRequest(context, currentMember(request).id, request.params.code);
        return reply.status(204).send();
      },
    );
  };
}
