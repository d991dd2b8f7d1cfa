import {
  roulettePlayAnswerSchema,
  roulettePlayHistorySchema,
  rouletteResultsSchema,
  rouletteSettingsSchema,
  staffRoulettePlayPageSchema,
  staffRoulettePlayQuerySchema,
  staffRouletteSchema,
} from '@fanship/domain/schemas/roulette';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { idParamsSchema } from '../../lib/id-params.ts';
import { currentMember, readSession } from '../../plugins/session.ts';
import {
  memberPlayHistory,
  playRoulette,
  rouletteResults,
  staffRoulette,
  staffRoulettePlays,
  updateRoulette,
} from './roulettes.service.ts';

/**
 * The daily roulette's calls (spec "storefront and account" §7): the wheel and today's spin (never cached: it
 * changes with the spin and the day), the spin (members only, empty body) and the member's play history.
 */
export function rouletteRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roulettes/:id/results',
      { schema: { tags: ['roulette'], params: idParamsSchema, response: { 200: rouletteResultsSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { member } = await readSession(context, request, reply);
        return rouletteResults(context, request.params.id, member?.id);
      },
    );

    app.post(
      '/roulettes/:id/play',
      {
        schema: { tags: ['roulette'], params: idParamsSchema, response: { 200: roulettePlayAnswerSchema } },
        onRequest: app.requireMember,
      },
      async (request) => playRoulette(context, request.params.id, currentMember(request).id),
    );

    app.get(
      '/roulettes/:id/plays',
      {
        schema: { tags: ['roulette'], params: idParamsSchema, response: { 200: roulettePlayHistorySchema } },
        onRequest: app.requireMember,
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return memberPlayHistory(context, request.params.id, currentMember(request).id);
      },
    );
  };
}

/** A staff call on one roulette: its id in the path and the given body, query and answer. */
const onRoulette = <Schema extends object>(schema: Schema) => ({
  schema: { tags: ['staff', 'roulette'], params: idParamsSchema, ...schema },
});

/** The staff's roulette console (under /staff): the wheel's rewards, weights, payout date and the recent plays. */
export function staffRouletteRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    app.get('/roulettes/:id', onRoulette({ response: { 200: staffRouletteSchema } }), async (request) =>
      staffRoulette(context, request.params.id),
    );
    app.put(
      '/roulettes/:id',
      onRoulette({ body: rouletteSettingsSchema, response: { 200: staffRouletteSchema } }),
      async (request) => updateRoulette(context, request.params.id, request.body),
    );
    app.get(
      '/roulettes/:id/plays',
      onRoulette({
        querystring: staffRoulettePlayQuerySchema,
        response: { 200: staffRoulettePlayPageSchema },
      }),
      async (request) => staffRoulettePlays(context, request.params.id, request.query),
    );
  };
}
