import {
  exchangeRateBoundsSchema,
  exchangeRateHistorySchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
} from '@fanship/domain/catalogue/exchange-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { currentExchangeRate, exchangeRateHistory, setExchangeRate } from './exchange-rates.service.ts';

/** The current exchange rate (public) and, admin only, its history and the form that sets it. */
export function exchangeRateRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['exchange-rates'];
    app.get('/exchange-rates/current', { schema: { tags, response: { 200: exchangeRateSchema } } }, () =>
      currentExchangeRate(context),
    );

    const admin = { onRequest: app.requireAdmin };
    app.get(
      '/staff/exchange-rates',
      { ...admin, schema: { tags, response: { 200: exchangeRateHistorySchema } } },
      () => exchangeRateHistory(context),
    );
    app.get(
      '/staff/exchange-rates/bounds',
      { ...admin, schema: { tags, response: { 200: exchangeRateBoundsSchema } } },
      () => context.config.exchangeRateBounds,
    );
    app.post(
      '/staff/exchange-rates',
      { ...admin, schema: { tags, body: exchangeRateInputSchema } },
      async (request, reply) =>
        reply.status(201).send(await setExchangeRate(context, currentMember(request), request.body)),
    );
  };
}
