import {
  creditAdjustmentResultSchema,
  creditAdjustmentSchema,
  creditHistoryPageSchema,
  creditHistoryQuerySchema,
} from '@fanship/domain/payments/credit-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { adjustMemberCredit, getCreditHistory, getMemberCreditHistory } from './credit.service.ts';

/** The member's own credit history (spec "storefront and account" §2 /profile/credit). */
export function creditRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me/credit-history',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['credit'],
          querystring: creditHistoryQuerySchema,
          response: { 200: creditHistoryPageSchema },
        },
      },
      async (request) => getCreditHistory(context, currentMember(request).id, request.query),
    );
  };
}

/** Staff read a member's credit history and adjust their credit (under /staff: everyone else gets 404). */
export function staffCreditRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff', 'credit'];
    const params = z.object({ code: z.string().max(50) });

    app.get(
      '/members/:code/credit-history',
      {
        schema: {
          tags,
          params,
          querystring: creditHistoryQuerySchema,
          response: { 200: creditHistoryPageSchema },
        },
      },
      async (request) => getMemberCreditHistory(context, request.params.code, request.query),
    );

    app.post(
      '/members/:code/credit',
      {
        schema: {
          tags,
          params,
          body: creditAdjustmentSchema,
          response: { 200: creditAdjustmentResultSchema },
        },
      },
      async (request) =>
        adjustMemberCredit(context, currentMember(request), request.params.code, request.body),
    );
  };
}
