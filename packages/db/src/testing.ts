import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, databaseFromPglite, databaseFromUrl, pgliteOptions } from './client.ts';

/**
 * Test databases cloned from one migrated template: PGlite's clone() by default, or
 * `CREATE DATABASE ... TEMPLATE` on PostgreSQL when TEST_DATABASE_URL is set. A handle's `close()` ends the
 * clone (on PostgreSQL its connections, and drops its database) as soon as its test is done: connections left
 * idle until the end of the file added up, over the test files running in parallel, to PostgreSQL's
 * max_connections ('sorry, too many clients already' failed whichever test connected next, issue 20).
 */
export type TestDatabaseFactory = {
  create: () => Promise<DatabaseHandle>;
  /** Closes whatever clone is still open and the template. */
  dispose: () => Promise<void>;
};

/** The handle with a `close()` that runs `end` once, however often it is called. */
function closingOnce(handle: DatabaseHandle, end: () => Promise<void>): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () => {
      closing ??= end();
      return closing;
    },
  };
}

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
      const clone = databaseFromPglite((await template.clone()) as PGlite);
      const handle = closingOnce(clone, () => clone.close());
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
  admin.on('error', () => {});
  await admin.connect();
  const prefix = `fanship_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const templateName = `${prefix}_template`;
  // One statement at a time on the admin connection, whichever test closes its database when.
  let queue: Promise<unknown> = Promise.resolve();
  const run = (statement: string): Promise<unknown> => {
    const result = queue.then(() => admin.query(statement));
    queue = result.catch(() => undefined);
    return result;
  };
  await run(`CREATE DATABASE ${templateName}`);
  const templateHandle = databaseFromUrl(withDatabase(adminUrl, templateName), { max: 1 });
  await templateHandle.migrate();
  await templateHandle.close();
  const created: DatabaseHandle[] = [];
  return {
    create: async () => {
      const name = `${prefix}_${created.length}`;
      await run(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      // A test sends many requests at once to a pool of 5: on a loaded machine one may wait its turn for long.
      const opened = databaseFromUrl(withDatabase(adminUrl, name), {
        max: 5,
        connectionTimeoutMillis: 30_000,
      });
      const handle = closingOnce(opened, async () => {
        await opened.close();
        await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      created.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.all(created.map((handle) => handle.close()));
      await run(`DROP DATABASE IF EXISTS ${templateName}`);
      await admin.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
