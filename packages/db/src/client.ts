import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database the server uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations that have not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** PGlite options: the extensions the migrations use (trigram indexes for keyword search). */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

export const migrationsFolder = new URL('../migrations', import.meta.url).pathname;

/** Wraps an open PGlite instance (used by tests, which clone a migrated template). */
export function databaseFromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** How the PostgreSQL pool behaves; every field has a default fit for the server. */
export type PoolOptions = {
  /** Connections at most. */
  max?: number;
  /**
   * How long a query waits for a connection (a free one of the pool, or a new one to the database) before it
   * fails: with the database down a request answers 503 after this, never hangs.
   */
  connectionTimeoutMillis?: number;
  /** A statement running longer is cancelled by the database (57014); 0 for none. */
  statementTimeoutMillis?: number;
  /**
   * Told when the database drops a connection the pool holds idle (a restart, a failover, an administrator):
   * the pool has already discarded it and opens a new one when needed.
   */
  onConnectionError?: (error: Error) => void;
};

export const poolDefaults = {
  max: 10,
  connectionTimeoutMillis: 10_000,
  /** Idle connections close after this, so connections dropped by a restart or a proxy are not kept long. */
  idleTimeoutMillis: 30_000,
  statementTimeoutMillis: 60_000,
  /** A transaction left open without a statement this long is ended by the database, freeing its locks. */
  idleInTransactionTimeoutMillis: 60_000,
} as const;

/**
 * The pool behind `databaseFromUrl`. pg's pool and its connections are event emitters whose 'error' event
 * ends the process when nobody listens: a connection the database terminates (a restart, a failover,
 * `pg_terminate_backend`) emits one, whether it sits idle in the pool or is checked out between two statements
 * of a transaction. Both get a listener here. A checked-out connection's error needs no report of its own: the
 * next statement on it fails, and the request answers 503 (`apps/server/src/lib/database-errors.ts`); the pool
 * drops it when it comes back.
 */
export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? poolDefaults.max,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? poolDefaults.connectionTimeoutMillis,
    idleTimeoutMillis: poolDefaults.idleTimeoutMillis,
    keepAlive: true,
    statement_timeout: options.statementTimeoutMillis ?? poolDefaults.statementTimeoutMillis,
    idle_in_transaction_session_timeout: poolDefaults.idleInTransactionTimeoutMillis,
  });
  pool.on('error', (error) => options.onConnectionError?.(error));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Applies the migrations over a connection of its own, without the pool's statement timeout (building an index
 * on a large table may take longer). Instances started together on one database take turns (an advisory lock,
 * released when the connection ends): the first applies what is missing, the others find it applied.
 */
async function migrateOverOwnConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('fanship migrations'))");
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Opens PostgreSQL at a connection URL (see `createPool` for how lost connections are handled). */
export function databaseFromUrl(url: string, options: PoolOptions = {}): DatabaseHandle {
  const pool = createPool(url, options);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateOverOwnConnection(url),
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite under the data folder. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  onConnectionError?: PoolOptions['onConnectionError'];
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return databaseFromUrl(config.databaseUrl, { onConnectionError: config.onConnectionError });
  }
  const folder = `${config.dataDir}/pglite`;
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, pgliteOptions);
  return databaseFromPglite(client);
}
