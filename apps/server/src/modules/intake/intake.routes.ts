import {
  intakeLookupQuerySchema,
  intakeLookupSchema,
  intakeResultSchema,
  intakeSchema,
} from '@fanship/domain/warehouse/intake';
import { intakeShiftSchema, intakeUndoResultSchema } from '@fanship/domain/warehouse/intake-shift';
import { poolParcelSchema } from '@fanship/domain/warehouse/parcels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { lookUpTracking, receiveParcel } from './intake.service.ts';
import { intakeShift, undoReceive } from './intake-undo.ts';
import { putParcelInPool } from './pool-parcels.ts';

/**
 * The intake desk under `/staff` (everyone else gets 404): `GET /intake/lookup?trackingNo=` (the incomings a
 * scanned parcel may be, and packages already carrying its number), `POST /intake` (receive it), `GET
 * /intake/shift` (the worker's receives today) and `POST /intake/{code}/undo` (take the last one back).
 */
export function intakeRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireStaff };
    const tags = ['staff warehouse'];

    app.get(
      '/intake/lookup',
      {
        ...common,
        schema: { tags, querystring: intakeLookupQuerySchema, response: { 200: intakeLookupSchema } },
      },
      async (request) => lookUpTracking(context, request.query.trackingNo),
    );

    app.post(
      '/intake',
      { ...common, schema: { tags, body: intakeSchema, response: { 201: intakeResultSchema } } },
      async (request, reply) => {
        const received = await receiveParcel(context, { memberId: currentMember(request).id }, request.body);
        return reply.status(201).send(received);
      },
    );

    app.get(
      '/intake/shift',
      { ...common, schema: { tags, response: { 200: intakeShiftSchema } } },
      async (request) => intakeShift(context, { memberId: currentMember(request).id }),
    );

    app.post(
      '/intake/:code/undo',
      {
        ...common,
        schema: {
          tags,
          params: z.object({ code: z.string().max(20) }),
          response: { 200: intakeUndoResultSchema },
        },
      },
      async (request) => undoReceive(context, { memberId: currentMember(request).id }, request.params.code),
    );

    app.post(
      '/lost-and-found',
      {
        ...common,
        schema: { tags, body: poolParcelSchema, response: { 201: z.object({ code: z.string() }) } },
      },
      async (request, reply) => {
        const parcel = await putParcelInPool(context, currentMember(request).id, request.body);
        return reply.status(201).send({ code: parcel.code });
      },
    );
  };
}
