import { codeLists, codeListsSchema } from '@fanship/domain/warehouse/code-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicForAMinute } from '../../lib/public-cache.ts';

/**
 * `GET /api/code-lists`: the server-supplied code lists (incoming statuses and carriers, item categories, package
 * types and statuses), from one place in the domain package; public, the same for everyone, cached a minute.
 */
export function codeListRoutes(): FastifyPluginAsyncZod {
  const answer = codeLists();
  return async (app) => {
    app.get(
      '/code-lists',
      { schema: { tags: ['code-lists'], response: { 200: codeListsSchema } }, onRequest: publicForAMinute },
      async () => answer,
    );
  };
}
