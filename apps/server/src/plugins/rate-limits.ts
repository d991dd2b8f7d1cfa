import type { Database } from '@fanship/db/client';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** The per-route `config.rateLimit` for a configured limit (counted per client address). */
export function rateLimitFor(limit: RateLimit): { max: number; timeWindow: number } {
  return { max: limit.max, timeWindow: limit.windowSeconds * 1000 };
}

/**
 * Enables rate limiting for routes that declare `config.rateLimit`; a refused request gets a 429 error body. The
 * counters are kept in the database, shared by every instance on it (rate-limit-store.ts).
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
}
