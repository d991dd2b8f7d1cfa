import { siteConfigSchema } from '@fanship/domain/schemas/site-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';

/**
 * GET /site-config: the public part of the server's configuration the web app reads when it needs it (the support
 * chat's plugin key, CHAT_PLUGIN_KEY). No authorization: everything in it is shown to every visitor anyway.
 */
export function siteConfigRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site-config',
      { schema: { tags: ['site'], response: { 200: siteConfigSchema } } },
      async () => ({ chatPluginKey: context.config.chatPluginKey ?? null }),
    );
  };
}
