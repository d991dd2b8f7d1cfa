import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function allowedOrigins(request: FastifyRequest, publicUrl: string): Set<string> {
  const allowed = new Set<string>();
  const publicOrigin = originOf(publicUrl);
  if (publicOrigin) allowed.add(publicOrigin);
  const host = request.headers.host;
  if (host) {
    const requestOrigin = originOf(`${request.protocol}://${host}`);
    if (requestOrigin) allowed.add(requestOrigin);
  }
  return allowed;
}

/** Refuses state-changing requests whose Origin (or Referer) names another site; requests naming none pass. */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const claimed = origin ?? referer;
    if (claimed === undefined) return;
    const claimedOrigin = originOf(claimed);
    if (!claimedOrigin || !allowedOrigins(request, publicUrl).has(claimedOrigin)) {
      throw new AppError('FORBIDDEN');
    }
  });
}
