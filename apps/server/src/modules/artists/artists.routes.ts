import { artistGroupListSchema, artistParamsSchema } from '@fanship/domain/catalogue/artists';
import { staffArtistGroupSchema, staffArtistMemberSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { getArtistGroup, listArtistGroups, loadArtistGroups } from './artists.service.ts';
import {
  addArtistMember,
  createArtistGroup,
  removeArtistGroup,
  removeArtistMember,
  replaceArtistGroup,
  replaceArtistMember,
} from './staff-artists.service.ts';

const memberParams = artistParamsSchema.extend({ memberCode: z.string().min(1).max(50) });

/** Staff upkeep of artist groups and members under /staff/artist-groups (404 to non-staff). */
function staffArtistRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff', 'artists'];
    const params = artistParamsSchema;

    app.get('/artist-groups', { schema: { tags } }, async () => loadArtistGroups(context));
    app.get('/artist-groups/:code', { schema: { tags, params } }, async (request) =>
      getArtistGroup(context, request.params.code),
    );
    app.post('/artist-groups', { schema: { tags, body: staffArtistGroupSchema } }, async (request, reply) =>
      reply.status(201).send(await createArtistGroup(context, request.body)),
    );
    app.put(
      '/artist-groups/:code',
      { schema: { tags, params, body: staffArtistGroupSchema } },
      async (request) => replaceArtistGroup(context, request.params.code, request.body),
    );
    app.delete('/artist-groups/:code', { schema: { tags, params } }, async (request, reply) => {
      await removeArtistGroup(context, request.params.code);
      return reply.status(204).send();
    });
    app.post(
      '/artist-groups/:code/members',
      { schema: { tags, params, body: staffArtistMemberSchema } },
      async (request, reply) =>
        reply.status(201).send(await addArtistMember(context, request.params.code, request.body)),
    );
    app.put(
      '/artist-groups/:code/members/:memberCode',
      { schema: { tags, params: memberParams, body: staffArtistMemberSchema } },
      async (request) =>
        replaceArtistMember(context, request.params.code, request.params.memberCode, request.body),
    );
    app.delete(
      '/artist-groups/:code/members/:memberCode',
      { schema: { tags, params: memberParams } },
      async (request) => removeArtistMember(context, request.params.code, request.params.memberCode),
    );
  };
}

/** The artist list, plus the artists' staff upkeep under /staff (artist pages: modules/artist-pages). */
export function artistRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['artists'];
    app.get('/artist-groups', { schema: { tags, response: { 200: artistGroupListSchema } } }, async () =>
      listArtistGroups(context),
    );
    await app.register(staffArtistRoutes(context), { prefix: '/staff' });
  };
}
