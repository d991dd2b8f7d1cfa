import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, databaseFromUrl } from './client.ts';
import { createPgliteFactory, migratedPgliteDataDir } from './testing-pglite.ts';

/**
 * Test databases, each a copy of one migrated template: on PostgreSQL (when TEST_DATABASE_URL is set) a database
 * made with `CREATE DATABASE ... TEMPLATE` and dropped when its test is done; on PGlite (the default) a PGlite
 * loaded from the template's data directory, or one a previous test of the file used, put back to the template's
 * content (`testing-pglite.ts`). A handle's `close()` ends it as soon as its test is done: connections left idle
 * until the end of the file added up, over the test files running in parallel, to PostgreSQL's max_connections
 * ('sorry, too many clients already' failed whichever test connected next, issue 20).
 *
 * The template is migrated once per run when the test run's global set-up made one (`createTestTemplate`, its
 * name handed to each file), else once per file.
 */
export type TestDatabaseFactory = {
  create: () => Promise<DatabaseHandle>;
  /** Closes whatever copy is still open (on PostgreSQL, drops it) and the file's own template. */
  dispose: () => Promise<void>;
};

/** A migrated template made once for a whole test run. */
export type TestTemplate = {
  /** What a factory is given to copy: a PGlite data directory's file, or a PostgreSQL database's name. */
  name: string;
  dispose: () => Promise<void>;
};

/** Makes the run's migrated template: on PostgreSQL a database, on PGlite a data directory in a temporary folder. */
export async function createTestTemplate(
  testDatabaseUrl = process.env.TEST_DATABASE_URL,
): Promise<TestTemplate> {
  if (testDatabaseUrl) {
    const admin = await openAdmin(testDatabaseUrl);
    const name = `fanship_test_${process.pid}_${randomBytes(3).toString('hex')}_run_template`;
    await migratedPostgresTemplate(admin.run, testDatabaseUrl, name);
    return {
      name,
      dispose: async () => {
        await admin.run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'fanship-test-template-'));
  const file = join(folder, 'pgdata.tar');
  await writeFile(file, new Uint8Array(await (await migratedPgliteDataDir()).arrayBuffer()));
  return { name: file, dispose: () => rm(folder, { recursive: true, force: true }) };
}

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

/**
 * Builds the factory once per test file; each test gets a fresh copy of the migrated template. `template` is what
 * `createTestTemplate` made for the run (made here for the file when not given).
 */
export async function createTestDatabaseFactory(
  testDatabaseUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<TestDatabaseFactory> {
  if (testDatabaseUrl) return createPostgresFactory(testDatabaseUrl, template);
  return createPgliteFactory({ dataDirFile: template, migrate: migratedPgliteDataDir });
}

/** A connection to the cluster that runs one statement at a time, whichever test closes its database when. */
async function openAdmin(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  let queue: Promise<unknown> = Promise.resolve();
  const run = (statement: string): Promise<unknown> => {
    const result = queue.then(() => admin.query(statement));
    queue = result.catch(() => undefined);
    return result;
  };
  return { run, end: () => admin.end() };
}

async function migratedPostgresTemplate(
  run: (statement: string) => Promise<unknown>,
  adminUrl: string,
  name: string,
): Promise<void> {
  await run(`CREATE DATABASE ${name}`);
  const templateHandle = databaseFromUrl(withDatabase(adminUrl, name), { max: 1 });
  await templateHandle.migrate();
  await templateHandle.close();
}

async function createPostgresFactory(adminUrl: string, runTemplate?: string): Promise<TestDatabaseFactory> {
  const { run, end } = await openAdmin(adminUrl);
  const prefix = `fanship_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const templateName = runTemplate ?? `${prefix}_template`;
  if (!runTemplate) await migratedPostgresTemplate(run, adminUrl, templateName);
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
      if (!runTemplate) await run(`DROP DATABASE IF EXISTS ${templateName}`);
      await end();
    },
  };
}

/** `url` naming another database on the same cluster. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
