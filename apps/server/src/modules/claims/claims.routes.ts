import { requestListQuerySchema } from '@fanship/domain/requests/request-contract';
import { claimMachine } from '@fanship/domain/requests/status-machines';
import {
  claimCreatedSchema,
  claimIdParamsSchema,
  claimInputSchema,
  claimPageSchema,
} from '@fanship/domain/warehouse/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { assertKnownStatus } from '../requests/index.ts';
import { cancelOwnClaim, createClaim, listOwnClaims } from './claims.service.ts';

/**
 * The member's lost-and-found claims under `/package-claims` (spec §7): create with proof images uploaded first
 * (`POST /uploads/member-files?domain=package-claim`), list (newest first, page numbers), withdraw while pending.
 */
export function claimRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['lost and found'];

    app.get(
      '/package-claims',
      {
        ...common,
        schema: { tags, querystring: requestListQuerySchema, response: { 200: claimPageSchema } },
      },
      async (request) => {
        assertKnownStatus(claimMachine, request.query.status);
        return listOwnClaims(context, currentMember(request).id, request.query);
      },
    );

    app.post(
      '/package-claims',
      { ...common, schema: { tags, body: claimInputSchema, response: { 201: claimCreatedSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createClaim(context, currentMember(request).id, request.body)),
    );

    app.delete(
      '/package-claims/:id',
      { ...common, schema: { tags, params: claimIdParamsSchema } },
      async (request, reply) => {
        await cancelOwnClaim(context, currentMember(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
