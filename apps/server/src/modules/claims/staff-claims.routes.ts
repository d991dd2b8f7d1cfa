import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import { claimMachine } from '@fanship/domain/requests/status-machines';
import {
  approveClaimSchema,
  poolPageSchema,
  poolQuerySchema,
  rejectClaimSchema,
  type StaffClaim,
  staffClaimSchema,
} from '@fanship/domain/warehouse/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { findRequest } from '../requests/requests.repository.ts';
import { approveClaim, listPoolParcels, rejectClaim } from './claim-review.service.ts';
import { staffClaimKind } from './staff-claims.ts';

/**
 * Staff's side of Lost & Found under `/staff` (everyone else gets 404): the pool of unclaimed parcels with their
 * photos (`GET /lost-and-found?search=&page=`), and the review of a claim: approve with a pool parcel or reject
 * with a reason, each answering the claim as the staff page shows it.
 */
export function staffClaimRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireStaff };
    const tags = ['staff warehouse'];
    const params = requestCodeParamsSchema;
    const response = { 200: staffClaimSchema };

    const describe = async (code: string): Promise<StaffClaim> => {
      const request = await findRequest(context.db, claimMachine.kind, code);
      if (!request) throw notFound();
      return staffClaimKind.describe(context, request);
    };

    app.get(
      '/lost-and-found',
      { ...common, schema: { tags, querystring: poolQuerySchema, response: { 200: poolPageSchema } } },
      async (request) => listPoolParcels(context, request.query),
    );

    app.post(
      '/package-claims/:code/approve',
      { ...common, schema: { tags, params, body: approveClaimSchema, response } },
      async (request) => {
        await approveClaim(
          context,
          request.params.code,
          { memberId: currentMember(request).id },
          request.body,
        );
        return describe(request.params.code);
      },
    );

    app.post(
      '/package-claims/:code/reject',
      { ...common, schema: { tags, params, body: rejectClaimSchema, response } },
      async (request) => {
        await rejectClaim(
          context,
          request.params.code,
          { memberId: currentMember(request).id },
          request.body.reason,
        );
        return describe(request.params.code);
      },
    );
  };
}
