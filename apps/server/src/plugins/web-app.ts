import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a request the router does not know with the SPA's index.html; false when it is not a page request. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Serves the built web app from `webDist` (hashed assets cached for a year); skipped when it is not built. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<SpaFallback | undefined> {
  if (!existsSync(join(webDist, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: 'index.html',
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(webDist, 'assets')}`);
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    return true;
  };
}
