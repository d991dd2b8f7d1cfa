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

/** Opens PostgreSQL at a connection URL. */
export function databaseFromUrl(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite under the data folder. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return databaseFromUrl(config.databaseUrl);
  const folder = `${config.dataDir}/pglite`;
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, pgliteOptions);
  return databaseFromPglite(client);
}
