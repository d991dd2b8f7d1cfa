import {
  requestCodeParamsSchema,
  staffCancelSchema,
  staffQueueSchema,
  staffRequestQueueQuerySchema,
} from '@fanship/domain/requests/request-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { findRequest } from './requests.repository.ts';
import { staffQueue } from './requests.service.ts';
import type { StaffRequestKind } from './staff-request-kinds.ts';

/**
 * The staff console's requests of one kind under `/staff/requests/{kind}`: the queue by status with counts and a
 * search by code or member, one request with its member, history and allowed moves, and cancel with a reason.
 * Registered once per kind (staff only; everyone else gets 404 from the staff prefix's guard).
 */
export function staffRequestRoutes(
  context: AppContext,
  kind: StaffRequestKind & { detailSchema: ZodType },
): FastifyPluginAsyncZod {
  const path = `/requests/${kind.machine.kind}`;
  return async (app) => {
    const common = { onRequest: app.requireStaff };
    const tags = ['staff requests'];

    app.get(
      path,
      {
        ...common,
        schema: { tags, querystring: staffRequestQueueQuerySchema, response: { 200: staffQueueSchema } },
      },
      async (request) =>
        staffQueue(context, kind.machine, request.query, (rows) => kind.summarize(context, rows)),
    );

    const load = async (code: string) => {
      const request = await findRequest(context.db, kind.machine.kind, code);
      if (!request) throw notFound();
      return request;
    };

    app.get(
      `${path}/:code`,
      { ...common, schema: { tags, params: requestCodeParamsSchema, response: { 200: kind.detailSchema } } },
      async (request) => kind.describe(context, await load(request.params.code)),
    );

    app.post(
      `${path}/:code/cancel`,
      { ...common, schema: { tags, params: requestCodeParamsSchema, body: staffCancelSchema } },
      async (request, reply) => {
        await kind.cancel(context, await load(request.params.code), {
          memberId: currentMember(request).id,
          reason: request.body.reason,
        });
        return reply.status(204).send();
      },
    );
  };
}
