import { staffMemberSearchSchema, staffRoleChangeSchema } from '@fanship/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { changeMemberRole, findMembers, getMemberDetail } from './staff.service.ts';

/** The staff console's API under /staff: every route answers 404 to anyone who is not staff. */
export function staffRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff'];

    app.get('/members', { schema: { tags, querystring: staffMemberSearchSchema } }, async (request) =>
      findMembers(context, request.query.query),
    );

    const params = z.object({ code: z.string().max(50) });
    app.get('/members/:code', { schema: { tags, params } }, async (request) =>
      getMemberDetail(context, request.params.code),
    );

    // Roles are an admin setting (docs/domain.md "Actors"): other staff get the same 404 as members.
    app.patch(
      '/members/:code/role',
      { onRequest: app.requireAdmin, schema: { tags, params, body: staffRoleChangeSchema } },
      async (request) =>
        changeMemberRole(context, currentMember(request), request.params.code, request.body.role),
    );
  };
}
