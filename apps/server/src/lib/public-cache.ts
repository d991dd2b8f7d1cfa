import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route hook for a public answer that is the same for everyone and may be kept a minute by browsers and proxies
 * (the code lists, the interest keywords).
 */
export async function publicForAMinute(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'public, max-age=60');
}
