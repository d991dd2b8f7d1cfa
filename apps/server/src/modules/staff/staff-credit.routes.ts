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
import { adjustMemberCredit, getCreditHistory } from '../credit/index.ts';
import { findStaffViewedMember } from './staff.service.ts';

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
      async (request) =>
        getCreditHistory(
          context,
          (await findStaffViewedMember(context, request.params.code)).id,
          request.query,
        ),
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
      async (request) => {
        const member = await findStaffViewedMember(context, request.params.code);
        return adjustMemberCredit(context, currentMember(request), member, request.body);
      },
    );
  };
}
