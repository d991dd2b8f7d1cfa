import { artistGroupListSchema, artistParamsSchema } from '@fanship/domain/catalogue/artists';
import { staffArtistGroupSchema, staffArtistMemberSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
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

    recordRoutes(app, {
      url: '/artist-groups',
      tags,
      key: 'code',
      params,
      body: staffArtistGroupSchema,
      replace: ['PUT'],
      list: () => loadArtistGroups(context),
      read: ({ code }) => getArtistGroup(context, code),
      create: (body) => createArtistGroup(context, body),
      edit: ({ code }, body) => replaceArtistGroup(context, code, body),
      remove: ({ code }) => removeArtistGroup(context, code),
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
