import { creditHistoryPageSchema, creditHistoryQuerySchema } from '@fanship/domain/payments/credit-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { getCreditHistory } from './credit.service.ts';

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
