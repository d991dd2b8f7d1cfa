import {
  activateNotificationChannelSchema,
  channelStateSchema,
  notificationChannelSchema,
  toggleNotificationChannelSchema,
  verifyNotificationChannelSchema,
} from '@fanship/domain/schemas/notification-channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { rateLimitFor } from '../../plugins/rate-limits.ts';
import { currentMember } from '../../plugins/session.ts';
import { toggleChannel } from './notification-channels.service.ts';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.service.ts';

/** The member's notification channels (spec §7): toggle, register a phone (a code) and verify it. */
export function notificationChannelRoutes(context: AppContext): FastifyPluginAsyncZod {
  const phoneLimit = { rateLimit: rateLimitFor(context.config.rateLimits.phoneVerification) };
  return async (app) => {
    app.patch(
      '/me/notification-channels',
      {
        schema: {
          tags: ['account'],
          body: toggleNotificationChannelSchema,
          response: { 200: notificationChannelSchema },
        },
        onRequest: app.requireMember,
      },
      async (request) => toggleChannel(context, currentMember(request).id, request.body),
    );

    app.post(
      '/me/notification-channels',
      {
        schema: {
          tags: ['account'],
          body: activateNotificationChannelSchema,
          response: { 200: channelStateSchema },
        },
        onRequest: app.requireMember,
        config: phoneLimit,
      },
      async (request) => {
        await sendPhoneCode(context, currentMember(request).id, request.body.idCode);
        return { verified: false, enabled: false };
      },
    );

    app.post(
      '/me/notification-channels/verify',
      {
        schema: {
          tags: ['account'],
          body: verifyNotificationChannelSchema,
          response: { 200: channelStateSchema },
        },
        onRequest: app.requireMember,
        config: phoneLimit,
      },
      async (request) => {
        await verifyPhoneCode(context, currentMember(request).id, request.body.verificationCode);
        return { verified: true, enabled: true };
      },
    );
  };
}
