import {
  pageOf,
  requestCodeParamsSchema,
  requestCreatedSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestRowSchema,
} from '@fanship/domain/requests/request-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import {
  cancelRequest,
  createBodyRequest,
  describeRequest,
  editBodyRequest,
  requestRow,
} from './request-kind.service.ts';
import type { RequestKindDefinition } from './request-kind.ts';
import { requestByCode } from './request-locks.ts';
import { assertKnownStatus, memberRequestPage } from './requests.service.ts';

const requestListSchema = pageOf(requestRowSchema);

/**
 * The member's requests of one kind under `/api{path}`: the kind's own routes when it has them, otherwise the
 * scaffold's list (newest first, by status), page, create and edit (the body parsed by the kind's schema and kept
 * on the request), and cancel (`POST /{code}/cancel`, or `DELETE /{code}` with `cancelBy`). Another member's code
 * is a 404.
 */
export function memberRequestRoutes(context: AppContext, kind: RequestKindDefinition): FastifyPluginAsyncZod {
  const member = kind.member;
  if (member?.routes) return member.routes(context);
  return async (app) => {
    if (!member) return;
    if (member.moreRoutes) await app.register(member.moreRoutes(context));
    const { machine } = kind;
    const common = { onRequest: app.requireMember };
    const tags = member.tags ?? [machine.kind];
    const params = requestCodeParamsSchema;
    const body = member.body ?? z.object({});
    const own = (request: Parameters<typeof currentMember>[0], code: string) =>
      requestByCode(context.db, machine, code, currentMember(request).id);

    app.get(
      member.path,
      {
        ...common,
        schema: {
          tags,
          querystring: requestListQuerySchema,
          response: { 200: member.listSchema ?? requestListSchema },
        },
      },
      async (request) => {
        assertKnownStatus(machine, request.query.status);
        return memberRequestPage(context, machine, currentMember(request).id, request.query, async (rows) =>
          member.rows ? member.rows(context, rows) : rows.map((row) => requestRow(machine, row)),
        );
      },
    );

    app.post(
      `${member.path}${member.createPath ?? ''}`,
      { ...common, schema: { tags, body, response: { 200: requestCreatedSchema } } },
      async (request) =>
        member.create
          ? member.create(context, currentMember(request).id, request.body)
          : createBodyRequest(context, kind, currentMember(request).id, request.body),
    );

    app.get(
      `${member.path}/:code`,
      { ...common, schema: { tags, params, response: { 200: member.pageSchema ?? requestPageSchema } } },
      async (request) => {
        const found = await own(request, request.params.code);
        return member.page ? member.page(context, found) : describeRequest(context, machine, found, 'member');
      },
    );

    app.patch(
      `${member.path}/:code`,
      { ...common, schema: { tags, params, body, response: { 200: requestCreatedSchema } } },
      async (request) => {
        const found = await own(request, request.params.code);
        return member.edit
          ? member.edit(context, found, request.body)
          : editBodyRequest(context, kind, found, request.body);
      },
    );

    app.route({
      method: member.cancelBy ?? 'POST',
      url: member.cancelBy === 'DELETE' ? `${member.path}/:code` : `${member.path}/:code/cancel`,
      ...common,
      schema: { tags, params },
      handler: async (request, reply) => {
        const found = await own(request, request.params.code);
        const memberId = currentMember(request).id;
        await (member.cancel
          ? member.cancel(context, found, { memberId })
          : cancelRequest(context, kind, found, { kind: 'member', memberId, reason: null }));
        return reply.status(204).send();
      },
    });
  };
}
