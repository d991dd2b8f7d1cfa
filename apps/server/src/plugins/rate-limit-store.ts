import type { Database } from '@fanship/db/client';
import { rateLimitHits } from '@fanship/db/shared-state-schema';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';

type Hit = { current: number; ttl: number };

/** How often (at most) one instance deletes the counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts one hit on `key` in the shared table: a single upsert, so parallel hits through any number of instances
 * each get their own count. A row whose window has ended starts a new one (count 1) like the in-memory store.
 */
export async function countHit(db: Database, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const windowEnd = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitHits.windowEnd} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: now, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimitHits.windowStart} end`,
        windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimitHits.windowEnd} end`,
      },
    })
    .returning({ count: rateLimitHits.count, windowEnd: rateLimitHits.windowEnd });
  if (!row) throw new Error(`The rate-limit upsert for ${key} returned no row`);
  return { current: row.count, ttl: Math.max(0, row.windowEnd.getTime() - now.getTime()) };
}

/** Deletes the counters whose window has ended (any instance may; deleting twice is harmless). */
export async function sweepRateLimitHits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEnd, now));
}

/**
 * A `@fastify/rate-limit` store on PostgreSQL (or PGlite): the counters live in `rate_limit_hits`, so every instance
 * on one database counts the same hits. Each route's child store prefixes its keys with the route, like the
 * plugin's own stores; ended windows are swept opportunistically, at most once a minute per instance.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweepNow = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    sweepRateLimitHits(db).catch(() => {
      lastSweep = 0;
    });
  };
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      sweepNow();
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    },
    child: (routeOptions) => {
      // The plugin hands the route's merged limit options, the route itself under `routeInfo`.
      const route =
        (routeOptions as { routeInfo?: { method: unknown; url: string } }).routeInfo ?? routeOptions;
      return store(`${prefix}${String(route.method)}${route.url}-`);
    },
  });
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store with `new`.
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
