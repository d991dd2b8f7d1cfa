import { ofmPurchaseItemsSchema } from '@fanship/domain/requests/ofm';
import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { getOwnPurchaseItems } from './ofm.service.ts';

/**
 * What the member's OFM routes have beside the scaffold's list, page, create, edit and cancel under
 * `/ofm-services` (spec "forwarding and proxy purchase" §7): what staff bought.
 */
export function ofmPurchaseItemRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ofm-services/:code/purchase-items',
      {
        onRequest: app.requireMember,
        schema: { tags: ['ofm'], params: requestCodeParamsSchema, response: { 200: ofmPurchaseItemsSchema } },
      },
      async (request) => getOwnPurchaseItems(context, currentMember(request).id, request.params.code),
    );
  };
}
