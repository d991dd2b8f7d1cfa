import { updateMeSchema } from '@fanship/domain/catalogue/interests';
import { emailOnlySchema } from '@fanship/domain/schemas/email';
import { signInSchema } from '@fanship/domain/schemas/login';
import { changeOwnPasswordSchema } from '@fanship/domain/schemas/recovery';
import { signUpResultSchema, signUpSchema } from '@fanship/domain/schemas/sign-up';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { rateLimitFor } from '../../plugins/rate-limits.ts';
import { currentMember, readSession, sessionCookieOptions } from '../../plugins/session.ts';
import { endSession, SESSION_COOKIE } from '../sessions/index.ts';
import { changeOwnPassword, describeMe, signIn, updateMe } from './auth.service.ts';
import { isEmailAvailable, sendVerificationCode, signUp } from './sign-up.service.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** Sign-up, email verification, sign-in, sign-out and the signed-in member's own account. */
export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const limits = context.config.rateLimits;
  return async (app) => {
    app.get(
      '/auth/validate-email',
      {
        schema: { tags: ['auth'], querystring: emailOnlySchema, response: { 200: z.boolean() } },
        config: { rateLimit: rateLimitFor(limits.validateEmail) },
      },
      async (request) => isEmailAvailable(context, request.query.email),
    );

    app.post(
      '/email-verification/send',
      {
        schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: okSchema } },
        config: { rateLimit: rateLimitFor(limits.sendVerificationCode) },
      },
      async (request) => {
        await sendVerificationCode(context, request.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/sign-up',
      {
        schema: { tags: ['auth'], body: signUpSchema, response: { 201: signUpResultSchema } },
        config: { rateLimit: rateLimitFor(limits.signUp) },
      },
      async (request, reply) => reply.status(201).send(await signUp(context, request.body)),
    );

    app.post(
      '/auth/sign-in',
      { schema: { tags: ['auth'], body: signInSchema }, config: { rateLimit: rateLimitFor(limits.signIn) } },
      async (request, reply) => {
        const client = { userAgent: request.headers['user-agent'], ip: request.ip };
        const { me, token } = await signIn(context, request.body, client);
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(context));
        return me;
      },
    );

    app.post('/auth/sign-out', { schema: { tags: ['auth'] } }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(context, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    });

    // The web app's session check: a visitor is an answer (200, member null), not an error, so a visitor's page
    // load makes no failing request; isExpired tells a session that just ended apart (decision 010).
    app.get('/auth/session', { schema: { tags: ['auth'] } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member, isExpired } = await readSession(context, request, reply);
      return { member: member ? await describeMe(context, member.row) : null, isExpired };
    });

    app.get('/me', { schema: { tags: ['account'] }, onRequest: app.requireMember }, async (request) =>
      describeMe(context, currentMember(request).row),
    );

    app.patch(
      '/me',
      { schema: { tags: ['account'], body: updateMeSchema }, onRequest: app.requireMember },
      async (request) => updateMe(context, currentMember(request).row, request.body),
    );

    app.post(
      '/me/change-password',
      {
        schema: { tags: ['account'], body: changeOwnPasswordSchema },
        onRequest: app.requireMember,
        config: { rateLimit: rateLimitFor(limits.passwordChange) },
      },
      async (request, reply) => {
        await changeOwnPassword(context, currentMember(request), request.body);
        return reply.status(204).send();
      },
    );
  };
}
