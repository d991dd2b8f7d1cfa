import {
  changePasswordSchema,
  checkChangePasswordSchema,
  findIdSchema,
  requestChangePasswordSchema,
} from '@fanship/domain/schemas/recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { rateLimitFor } from '../../plugins/rate-limits.ts';
import {
  changePasswordWithRequest,
  checkPasswordChangeRequest,
  findId,
  requestPasswordChange,
} from './recovery.service.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** Find ID, Find Password and the change-password link: none of them reveals whether an account exists. */
export function recoveryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const rateLimit = rateLimitFor(context.config.rateLimits.recovery);
  return async (app) => {
    app.post(
      '/auth/find-id',
      {
        schema: { tags: ['recovery'], body: findIdSchema, response: { 200: okSchema } },
        config: { rateLimit },
      },
      async (request) => {
        await findId(context, request.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/request-change-password',
      {
        schema: { tags: ['recovery'], body: requestChangePasswordSchema, response: { 200: okSchema } },
        config: { rateLimit },
      },
      async (request) => {
        await requestPasswordChange(context, request.body);
        return { ok: true as const };
      },
    );

    // The change-password page asks this on opening, so a used or expired link says so at once. Request ids
    // are 32 random bytes: guessing one by asking is hopeless, so no rate limit.
    app.post(
      '/auth/check-change-password',
      { schema: { tags: ['recovery'], body: checkChangePasswordSchema, response: { 200: okSchema } } },
      async (request) => {
        await checkPasswordChangeRequest(context, request.body.requestId);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/change-password',
      {
        schema: { tags: ['recovery'], body: changePasswordSchema, response: { 200: okSchema } },
        config: { rateLimit: rateLimitFor(context.config.rateLimits.passwordChange) },
      },
      async (request) => {
        await changePasswordWithRequest(context, request.body);
        return { ok: true as const };
      },
    );
  };
}
