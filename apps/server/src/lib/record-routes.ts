import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from './id-params.ts';

/**
 * The staff writes of one kind of record at `url`: POST creates (201, the created record), PUT or PATCH `url/:id`
 * replaces (200, the record as `record` describes it), DELETE `url/:id` removes (204). `guard` (say
 * `app.requireAdmin`) runs first on each, where the plugin does not guard all its routes already.
 */
export function recordWriteRoutes<Body extends z.ZodType>(
  app: FastifyInstance,
  options: {
    url: string;
    tags: string[];
    body: Body;
    record: z.ZodType;
    create: (body: z.output<Body>) => Promise<unknown>;
    edit: (id: number, body: z.output<Body>) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
    guard?: FastifyInstance['requireStaff'];
  },
): void {
  const { url, tags, body, record, guard } = options;
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard ? { onRequest: guard } : {};
  zodApp.post(url, { ...onRequest, schema: { tags, body } }, async (request, reply) =>
    reply.status(201).send(await options.create(request.body as z.output<Body>)),
  );
  zodApp.route({
    method: ['PUT', 'PATCH'],
    url: `${url}/:id`,
    ...onRequest,
    schema: { tags, params: idParamsSchema, body, response: { 200: record } },
    handler: async (request) => options.edit(request.params.id, request.body as z.output<Body>),
  });
  zodApp.delete(
    `${url}/:id`,
    { ...onRequest, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await options.remove(request.params.id);
      return reply.status(204).send();
    },
  );
}
