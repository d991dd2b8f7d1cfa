import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from './app-context.ts';
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
    list?: (query: z.output<Query>, request: FastifyRequest) => Promise<unknown>;
    read?: (params: z.output<Params>, request: FastifyRequest) => Promise<unknown>;
    create: (body: z.output<Body>, request: FastifyRequest) => Promise<unknown>;
    edit: (params: z.output<Params>, body: z.output<Body>, request: FastifyRequest) => Promise<unknown>;
    remove: (params: z.output<Params>, request: FastifyRequest) => Promise<unknown>;
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
      (request) => list(request.query as z.output<Query>, request),
    );
  }
  if (read) {
    zodApp.get(one, { ...onRequest, schema: { tags, params, ...answered(record) } }, (request) =>
      read(keyOf(request), request),
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
    await options.remove(keyOf(request), request);
    return reply.status(204).send();
  });
}

/** A catalogue record kind's staff read and writes by id, each given the app context (what `cachedRecords` answers). */
type StaffRecords<Values> = {
  get: (context: AppContext, id: number) => Promise<unknown>;
  create: (context: AppContext, values: Values) => Promise<unknown>;
  replace: (context: AppContext, id: number, values: Values) => Promise<unknown>;
  remove: (context: AppContext, id: number) => Promise<void>;
};

/**
 * The staff upkeep of a catalogue record kind at `/staff/<name>` (tagged staff and `name`): staff only (404 to
 * anyone else), listed with `query` by `list`, read, created, replaced (PUT) and removed by id through `records`.
 */
export function staffCatalogueRoutes<Body extends z.ZodType, Query extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  name: string,
  options: {
    params: z.ZodType<{ id: number }>;
    query: Query;
    body: Body;
    list: (context: AppContext, query: z.output<Query>) => Promise<unknown>;
    records: StaffRecords<z.output<Body>>;
  },
): void {
  const { records } = options;
  recordRoutes(app, {
    url: `/staff/${name}`,
    tags: ['staff', name],
    guard: app.requireStaff,
    replace: ['PUT'],
    params: options.params,
    query: options.query,
    body: options.body,
    list: (query) => options.list(context, query),
    read: ({ id }) => records.get(context, id),
    create: (body) => records.create(context, body),
    edit: ({ id }, body) => records.replace(context, id, body),
    remove: ({ id }) => records.remove(context, id),
  });
}
