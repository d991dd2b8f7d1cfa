import {
  requestCodeParamsSchema,
  requestPageSchema,
  staffCancelSchema,
  staffMoveSchema,
  staffQueueSchema,
  staffRequestQueueQuerySchema,
  staffRequestSchema,
} from '@fanship/domain/requests/request-contract';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { uploadMultipartOptions } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { cancelRequest, describeForStaff, moveRequest } from './request-kind.service.ts';
import type { RequestKindDefinition, StaffStep } from './request-kind.ts';
import { requestByCode } from './request-locks.ts';
import { transitionMessages } from './request-transition.ts';
import { staffQueue } from './requests.service.ts';

const genericStaffPageSchema = staffRequestSchema(requestPageSchema);

/** The scaffold's one step of a kind with none of its own: a move of its table, with an optional reason. */
function genericMove(kind: RequestKindDefinition): StaffStep<{ to: string; reason: string | null }> {
  return {
    name: 'move',
    body: staffMoveSchema,
    run: (context, request, { body, staff }) => moveRequest(context, kind, request, { ...body, staff }),
  };
}

/**
 * The staff console's requests of every kind under `/api/staff/requests/{kind}`: the queue by status with counts
 * and a search by code or member, one request in the staff envelope (member, moves, history), cancel with a
 * reason, and each kind's steps (`/{code}/{step}`, and today's paths as aliases). Staff only: everyone else gets
 * 404 from the guard.
 */
export function staffRequestRoutes(
  context: AppContext,
  kinds: readonly RequestKindDefinition[],
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    for (const kind of kinds) {
      registerKind(app, context, kind);
      if (kind.staff?.routes) await app.register(kind.staff.routes(context));
    }
  };
}

function registerKind(
  app: Parameters<FastifyPluginAsyncZod>[0],
  context: AppContext,
  kind: RequestKindDefinition,
): void {
  const path = `/requests/${kind.machine.kind}`;
  const common = { onRequest: app.requireStaff };
  const tags = ['staff requests'];
  const params = requestCodeParamsSchema;
  const detailSchema = kind.staff?.detailSchema ?? genericStaffPageSchema;
  const page = async (code: string) =>
    describeForStaff(context, kind, await requestByCode(context.db, kind.machine, code));

  app.get(
    path,
    {
      ...common,
      schema: { tags, querystring: staffRequestQueueQuerySchema, response: { 200: staffQueueSchema } },
    },
    async (request) =>
      staffQueue(
        context,
        kind.machine,
        request.query,
        async (rows) => (kind.staff?.summarize ? kind.staff.summarize(context, rows) : new Map()),
        kind.staff,
      ),
  );

  app.get(
    `${path}/:code`,
    { ...common, schema: { tags, params, response: { 200: detailSchema } } },
    (request) => page(request.params.code),
  );

  app.post(
    `${path}/:code/cancel`,
    { ...common, schema: { tags, params, body: staffCancelSchema } },
    async (request, reply) => {
      const found = await requestByCode(context.db, kind.machine, request.params.code);
      const staff = { memberId: currentMember(request).id, reason: request.body.reason };
      await (kind.staff?.cancel
        ? kind.staff.cancel(context, found, staff)
        : cancelRequest(context, kind, found, { kind: 'staff', ...staff }));
      return reply.status(204).send();
    },
  );

  for (const step of kind.staff?.steps ?? [genericMove(kind) as StaffStep]) {
    const answer = step.answer ?? { status: 200, schema: detailSchema };
    const options = {
      ...common,
      schema: {
        tags,
        params,
        ...(step.body ? { body: step.body } : {}),
        response: { [answer.status]: answer.schema },
      },
    };
    const handler = async (
      request: { params: { code: string }; body: unknown } & Parameters<typeof currentMember>[0],
      reply: { status(code: number): { send(value: unknown): unknown } },
    ) => {
      const found = await requestByCode(context.db, kind.machine, request.params.code);
      if (step.from && !step.from.includes(found.status)) {
        throw new AppError(
          'CONFLICT',
          transitionMessages.notAllowed(statusLabel(kind.machine, found.status), step.action ?? step.name),
        );
      }
      const result = await step.run(context, found, {
        body: request.body,
        staff: { memberId: currentMember(request).id },
        http: request,
      });
      return reply.status(answer.status).send(step.answer ? result : await page(found.code));
    };
    for (const url of [`${path}/:code/${step.name}`, ...(step.alias ? [step.alias] : [])]) {
      app.post(url, options as never, handler as never);
    }
  }
}
