import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from './id-params.ts';

type KeyParams = z.ZodType<Record<string, unknown>>;

/**
 * The staff routes of one kind of record at `url` (posts, help, rate cards, catalogue entries):
 * - `list` (optional): GET `url` (with `query` as its querystring, answered as `listResponse`);
 * - `read` (optional): GET `url/:key` (answered as `record`);
 * - POST `url` creates (201, the created record);
 * - `replace` (PUT and PATCH unless said) `url/:key` replaces (200, as `record` describes it);
 * - DELETE `url/:key` removes (204).
 * The key is `:id` (a positive whole number) unless `key` and `params` say otherwise. `guard` (say
 * `app.requireAdmin`) runs first on each, where the plugin does not guard all its routes already.
 */
export function recordRoutes<
  Body extends z.ZodType,
  Params extends KeyParams = typeof idParamsSchema,
  Query extends z.ZodType = z.ZodUnknown,
>(
  app: FastifyInstance,
  options: {
    url: string;
    tags: string[];
    body: Body;
    record?: z.ZodType;
    key?: string;
    params?: Params;
    query?: Query;
    listResponse?: z.ZodType;
    replace?: readonly ('PUT' | 'PATCH')[];
    list?: (query: z.output<Query>) => Promise<unknown>;
    read?: (params: z.output<Params>) => Promise<unknown>;
    create: (body: z.output<Body>, request: FastifyRequest) => Promise<unknown>;
    edit: (params: z.output<Params>, body: z.output<Body>, request: FastifyRequest) => Promise<unknown>;
    remove: (params: z.output<Params>) => Promise<unknown>;
    guard?: FastifyInstance['requireStaff'];
  },
): void {
  const { url, tags, body, record, query, listResponse, guard, list, read } = options;
  const params = options.params ?? idParamsSchema;
  const one = `${url}/:${options.key ?? 'id'}`;
  const keyOf = (request: FastifyRequest) => request.params as z.output<Params>;
  const bodyOf = (request: FastifyRequest) => request.body as z.output<Body>;
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard ? { onRequest: guard } : {};
  const answered = (schema: z.ZodType | undefined) => (schema ? { response: { 200: schema } } : {});
  if (list) {
    zodApp.get(
      url,
      { ...onRequest, schema: { tags, ...(query ? { querystring: query } : {}), ...answered(listResponse) } },
      (request) => list(request.query as z.output<Query>),
    );
  }
  if (read) {
    zodApp.get(one, { ...onRequest, schema: { tags, params, ...answered(record) } }, (request) =>
      read(keyOf(request)),
    );
  }
  zodApp.post(url, { ...onRequest, schema: { tags, body } }, async (request, reply) =>
    reply.status(201).send(await options.create(bodyOf(request), request)),
  );
  zodApp.route({
    method: [...(options.replace ?? ['PUT', 'PATCH'])],
    url: one,
    ...onRequest,
    schema: { tags, params, body, ...answered(record) },
    handler: async (request) => options.edit(keyOf(request), bodyOf(request), request),
  });
  zodApp.delete(one, { ...onRequest, schema: { tags, params } }, async (request, reply) => {
    await options.remove(keyOf(request));
    return reply.status(204).send();
  });
}
