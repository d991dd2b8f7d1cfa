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

    // Registering a phone: send a code (the registration then awaits it), and check it (the channel is on).
    const phoneStep = { tags: ['account'], response: { 200: channelStateSchema } };
    const asMember = { onRequest: app.requireMember, config: phoneLimit };
    const activate = { schema: { ...phoneStep, body: activateNotificationChannelSchema }, ...asMember };
    app.post('/me/notification-channels', activate, async (request) => {
      await sendPhoneCode(context, currentMember(request).id, request.body.idCode);
      return { verified: false, enabled: false };
    });
    const verify = { schema: { ...phoneStep, body: verifyNotificationChannelSchema }, ...asMember };
    app.post('/me/notification-channels/verify', verify, async (request) => {
      await verifyPhoneCode(context, currentMember(request).id, request.body.verificationCode);
      return { verified: true, enabled: true };
    });
  };
}
