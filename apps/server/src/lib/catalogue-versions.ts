import { catalogueVersions } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { sql } from 'drizzle-orm';

/**
 * The signal that tells every instance on one database that a part of the catalogue changed (issue 25): a
 * `catalogue_versions` row per scope, raised after each write. Each instance's cache reads all rows (one read
 * of a few primary-key rows) at most once per `CATALOGUE_VERSION_CHECK_MS` before serving a kept answer, and
 * drops the answers of every scope whose version moved (`lib/catalogue-cache.ts`).
 */
export type CatalogueVersions = {
  /** The version of every scope that has one (a scope without a row is 0). */
  read(): Promise<Map<string, number>>;
  /** Raises the version of each named scope (after its write committed). */
  bump(scopes: readonly string[]): Promise<void>;
};

/**
 * How often an instance checks the versions, in milliseconds. A change committed through any instance is
 * served by every other instance at most this long after the write's version bump (the write and its bump
 * are one request: a change is seen everywhere at most 1 s after the request that made it answered).
 */
export const CATALOGUE_VERSION_CHECK_MS = 1_000;

export function createCatalogueVersions(db: Database): CatalogueVersions {
  return {
    async read() {
      const rows = await db.select().from(catalogueVersions);
      return new Map(rows.map((row) => [row.scope, Number(row.version)]));
    },
    async bump(scopes) {
      // Sorted, so two bumps of the same rows lock them in one order (no deadlock on PostgreSQL).
      const sorted = [...new Set(scopes)].sort();
      if (sorted.length === 0) return;
      await db
        .insert(catalogueVersions)
        .values(sorted.map((scope) => ({ scope, version: 1 })))
        .onConflictDoUpdate({
          target: catalogueVersions.scope,
          set: { version: sql`${catalogueVersions.version} + 1` },
        });
    },
  };
}
