import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember } from '../plugins/session.ts';
import type { AppContext } from './app-context.ts';
import type { MemberRecords } from './member-records.ts';
import { recordRoutes } from './record-routes.ts';

/** The id in the URL as text: `parseUrlId` makes a malformed one not found, like another member's. */
const idParams = z.object({ id: z.string() });

/**
 * The signed-in member's own records at `url` (`/me/addresses`): GET the list, GET, PATCH and DELETE `url/:id`,
 * POST `url`, each through `records` with the member of the session.
 */
export function memberRecordRoutes<Body extends z.ZodType>(
  context: AppContext,
  options: { url: string; tags: string[]; body: Body; records: MemberRecords<z.output<Body>, unknown> },
): FastifyPluginAsyncZod {
  const { records } = options;
  return async (app) => {
    recordRoutes(app, {
      url: options.url,
      tags: options.tags,
      body: options.body,
      params: idParams,
      replace: ['PATCH'],
      guard: app.requireMember,
      list: (_query, request) => records.list(context, currentMember(request).id),
      read: ({ id }, request) => records.get(context, currentMember(request).id, id),
      create: (body, request) => records.create(context, currentMember(request).id, body),
      edit: ({ id }, body, request) => records.edit(context, currentMember(request).id, id, body),
      remove: ({ id }, request) => records.remove(context, currentMember(request).id, id),
    });
  };
}
