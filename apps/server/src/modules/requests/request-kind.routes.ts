import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { memberRequestRoutes } from './member-requests.routes.ts';
import type { RequestKindDefinition } from './request-kind.ts';
import { staffRequestRoutes } from './staff-requests.routes.ts';

/**
 * Every kind's routes, registered in one loop (the app root hands in its list of kinds): the member's side under
 * `/api`, the staff's under `/api/staff`.
 */
export function requestKindRoutes(
  context: AppContext,
  kinds: readonly RequestKindDefinition[],
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of kinds) await app.register(memberRequestRoutes(context, kind));
    await app.register(staffRequestRoutes(context, kinds), { prefix: '/staff' });
  };
}
