import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseFromUrl } from './client.ts';
import { withDatabase } from './testing.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

// Issue 25: two instances started together on a fresh PostgreSQL database both applied the migrations at once; one
// failed to start ("duplicate key value violates unique constraint pg_class_relname_nsp_index"). PGlite has one
// process, so the race is PostgreSQL's only.
describe.skipIf(!testDatabaseUrl)('migrations applied by instances starting together', () => {
  it('lets four instances migrate one fresh database at once', async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const name = `fanship_migrate_race_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const handles = Array.from({ length: 4 }, () =>
      databaseFromUrl(withDatabase(testDatabaseUrl as string, name), { max: 1 }),
    );
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
