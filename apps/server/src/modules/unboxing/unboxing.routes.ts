import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import { unboxingRequestSchema, unboxingSchema } from '@fanship/domain/warehouse/unboxing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { cancelUnboxing, getUnboxing, requestUnboxing } from './unboxing.service.ts';

/**
 * The member's unboxing video request on one of their packages (spec §7): `PUT /packages/{code}/unboxing`
 * (priority, memberNote, the disclaimer agreement), `GET` the package's latest unboxing, `DELETE` cancels it while
 * SCUN01. Another member's package is a 404.
 */
export function unboxingRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['unboxing'];
    const params = requestCodeParamsSchema;
    const response = { 200: unboxingSchema };

    app.put(
      '/packages/:code/unboxing',
      { ...common, schema: { tags, params, body: unboxingRequestSchema, response } },
      async (request) =>
        requestUnboxing(context, currentMember(request).id, request.params.code, request.body),
    );

    app.get('/packages/:code/unboxing', { ...common, schema: { tags, params, response } }, async (request) =>
      getUnboxing(context, currentMember(request).id, request.params.code),
    );

    app.delete(
      '/packages/:code/unboxing',
      { ...common, schema: { tags, params, response } },
      async (request) => cancelUnboxing(context, currentMember(request).id, request.params.code),
    );
  };
}
