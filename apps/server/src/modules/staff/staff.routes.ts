import { staffMemberSearchSchema } from '@fanship/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { findMembers, getMemberDetail } from './staff.service.ts';

/** The staff console's API under /staff: every route answers 404 to anyone who is not staff. */
export function staffRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff'];

    app.get('/members', { schema: { tags, querystring: staffMemberSearchSchema } }, async (request) =>
      findMembers(context, request.query.query),
    );

    app.get('/members/:code', { schema: { tags, params: z.object({ code: z.string() }) } }, async (request) =>
      getMemberDetail(context, request.params.code),
    );
  };
}
