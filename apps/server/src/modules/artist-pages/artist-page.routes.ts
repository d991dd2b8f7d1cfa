import { artistPageSchema, artistParamsSchema } from '@fanship/domain/catalogue/artists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { getArtistPage } from './artist-page.service.ts';

/**
 * The artist page (GET /artist-groups/:code): the artist with previews of its marketplace listings and fansign
 * events. It lives apart from modules/artists so that the modules it previews can depend on artists.
 */
export function artistPageRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/artist-groups/:code',
      { schema: { tags: ['artists'], params: artistParamsSchema, response: { 200: artistPageSchema } } },
      async (request) => getArtistPage(context, request.params.code),
    );
  };
}
