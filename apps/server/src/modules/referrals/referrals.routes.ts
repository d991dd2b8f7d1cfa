import {
  referralCodeAnswerSchema,
  staffReferralPageSchema,
  staffReferralQuerySchema,
} from '@fanship/domain/schemas/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { rateLimitFor } from '../../plugins/rate-limits.ts';
import { currentMember } from '../../plugins/session.ts';
import { checkReferralCode, ensureReferralCode, listStaffReferrals } from './referrals.service.ts';

/** GET /staff/referrals: who invited whom and the rewards paid, searchable and paged. */
export function staffReferralRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    app.get(
      '/referrals',
      {
        schema: {
          tags: ['staff', 'referral'],
          querystring: staffReferralQuerySchema,
          response: { 200: staffReferralPageSchema },
        },
      },
      async (request) => listStaffReferrals(context, request.query),
    );
  };
}

/**
 * The referral programme's calls (decision 028): the member's own code, the sign-up form's check of a friend's code
 * (no authorization, rate-limited) and the staff overview (under /staff).
 */
export function referralRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/me/create-referral-code',
      {
        schema: { tags: ['referral'], response: { 200: referralCodeAnswerSchema } },
        onRequest: app.requireMember,
      },
      async (request) => ({ referralCode: await ensureReferralCode(context, currentMember(request).id) }),
    );

    // The spec's listing call (§7, no authorization) answers an empty list: nobody's codes are ever listed, and a
    // code is checked one at a time below.
    app.get(
      '/auth/referral-codes',
      {
        schema: { tags: ['referral'], response: { 200: z.object({ content: z.array(z.string()).max(0) }) } },
      },
      async () => ({ content: [] }),
    );

    app.get(
      '/auth/referral-codes/:code',
      {
        schema: {
          tags: ['referral'],
          params: z.object({ code: z.string().max(50) }),
          response: { 200: z.object({ valid: z.literal(true) }) },
        },
        config: { rateLimit: rateLimitFor(context.config.rateLimits.checkReferralCode) },
      },
      async (request) => {
        await checkReferralCode(context, request.params.code);
        return { valid: true as const };
      },
    );
  };
}
