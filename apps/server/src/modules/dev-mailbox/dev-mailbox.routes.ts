import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { listMailbox } from '../mail/index.ts';

/** GET /dev/mailbox: the outbox, newest first, so mail can be read without SMTP (never registered in production). */
export function devMailboxRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dev/mailbox', { schema: { tags: ['development'] } }, async () => listMailbox(context.db));
  };
}
