import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, databaseFromPglite, databaseFromUrl, pgliteOptions } from './client.ts';

/**
 * Test databases cloned from one migrated template: PGlite's clone() by default, or
 * `CREATE DATABASE ... TEMPLATE` on PostgreSQL when TEST_DATABASE_URL is set.
 */
export type TestDatabaseFactory = {
  create: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
};

/** Builds the factory once per test file; each test gets a fresh clone of the migrated template. */
export async function createTestDatabaseFactory(
  testDatabaseUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabaseFactory> {
  if (testDatabaseUrl) return createPostgresFactory(testDatabaseUrl);
  const template = await PGlite.create(pgliteOptions);
  await databaseFromPglite(template).migrate();
  const clones: DatabaseHandle[] = [];
  return {
    create: async () => {
      const handle = databaseFromPglite((await template.clone()) as PGlite);
      clones.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.allSettled(clones.map((clone) => clone.close()));
      await template.close();
    },
  };
}

async function createPostgresFactory(adminUrl: string): Promise<TestDatabaseFactory> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const prefix = `fanship_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const templateName = `${prefix}_template`;
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateHandle = databaseFromUrl(withDatabase(adminUrl, templateName), { max: 1 });
  await templateHandle.migrate();
  await templateHandle.close();
  const created: { name: string; handle: DatabaseHandle }[] = [];
  return {
    create: async () => {
      const name = `${prefix}_${created.length}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      const handle = databaseFromUrl(withDatabase(adminUrl, name), { max: 5 });
      created.push({ name, handle });
      return handle;
    },
    dispose: async () => {
      for (const { name, handle } of created) {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      }
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
      await admin.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
