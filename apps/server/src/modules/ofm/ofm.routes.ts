import {
  ofmCreatedSchema,
  ofmPageSchema,
  ofmPurchaseItemsSchema,
  ofmRequestInputSchema,
  ofmRequestSchema,
} from '@fanship/domain/requests/ofm';
import { requestCodeParamsSchema, requestListQuerySchema } from '@fanship/domain/requests/request-contract';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { assertKnownStatus } from '../requests/requests.service.ts';
import {
  cancelOwnOfmRequest,
  createOfmRequest,
  editOfmRequest,
  getOwnOfmRequest,
  getOwnPurchaseItems,
  listOwnOfmRequests,
} from './ofm.service.ts';

/** The member's Order for Me requests under `/ofm-services` (spec "forwarding and proxy purchase" §7). */
export function ofmRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['ofm'];

    app.get(
      '/ofm-services',
      { ...common, schema: { tags, querystring: requestListQuerySchema, response: { 200: ofmPageSchema } } },
      async (request) => {
        assertKnownStatus(ofmMachine, request.query.status);
        return listOwnOfmRequests(context, currentMember(request).id, request.query);
      },
    );

    app.post(
      '/ofm-services',
      { ...common, schema: { tags, body: ofmRequestInputSchema, response: { 200: ofmCreatedSchema } } },
      async (request) => createOfmRequest(context, currentMember(request).id, request.body),
    );

    app.get(
      '/ofm-services/:code',
      { ...common, schema: { tags, params: requestCodeParamsSchema, response: { 200: ofmRequestSchema } } },
      async (request) => getOwnOfmRequest(context, currentMember(request).id, request.params.code),
    );

    app.patch(
      '/ofm-services/:code',
      {
        ...common,
        schema: {
          tags,
          params: requestCodeParamsSchema,
          body: ofmRequestInputSchema,
          response: { 200: ofmCreatedSchema },
        },
      },
      async (request) =>
        editOfmRequest(context, currentMember(request).id, request.params.code, request.body),
    );

    app.post(
      '/ofm-services/:code/cancel',
      { ...common, schema: { tags, params: requestCodeParamsSchema } },
      async (request, reply) => {
        await cancelOwnOfmRequest(context, currentMember(request).id, request.params.code);
        return reply.status(204).send();
      },
    );

    app.get(
      '/ofm-services/:code/purchase-items',
      {
        ...common,
        schema: { tags, params: requestCodeParamsSchema, response: { 200: ofmPurchaseItemsSchema } },
      },
      async (request) => getOwnPurchaseItems(context, currentMember(request).id, request.params.code),
    );
  };
}
