import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const pingAnswer = z.object({ ok: z.literal(true) });

/** GET /ping: a bare JSON route without the database, the benchmark's baseline. */
export function pingRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/ping', { schema: { tags: ['health'], response: { 200: pingAnswer } } }, async () => ({
      ok: true as const,
    }));
  };
}
