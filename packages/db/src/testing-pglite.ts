import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, databaseFromPglite, pgliteOptions } from './client.ts';

/**
 * PGlite test databases. Starting a PGlite from a data directory costs about 0.6 s of CPU (and making one with
 * initdb and the migrations about 3 s), so a test file keeps the PGlites its tests are done with and hands the
 * next test one put back to the migrated template's content: every table emptied (and refilled with the rows the
 * template holds), every sequence set back, the session's settings reset (about 50 ms). A PGlite whose schema a
 * test changed (any table, column, constraint, index, trigger, function or extension added or dropped) or that
 * cannot be reset is closed instead, and the next test gets a new one.
 */

/** Where the template keeps a copy of the rows it holds, to refill its tables from. */
const rowsSchema = 'fanship_test_template_rows';
/** PostgreSQL's own schemas, the migrator's bookkeeping and the copies: tests never change them. */
const skippedSchemas = `('pg_catalog', 'information_schema', 'pg_toast', 'drizzle', '${rowsSchema}')`;

/** What the schema looks like: compared after each test to tell whether a test changed it. */
const schemaFingerprint = `
  select md5(string_agg(entry, ',' order by entry)) as fingerprint from (
    select format('c:%s.%s:%s', n.nspname, c.relname, c.relkind) as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ${skippedSchemas}
    union all
    select format('a:%s.%s:%s:%s:%s:%s', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and n.nspname not in ${skippedSchemas}
    union all
    select format('k:%s:%s:%s', conname, conrelid, convalidated) from pg_constraint
    union all
    select format('t:%s:%s:%s', tgname, tgrelid, tgenabled) from pg_trigger
    union all
    select format('f:%s', p.oid) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ${skippedSchemas}
    union all
    select format('e:%s', extname) from pg_extension
    union all
    select format('d:%s', oid) from pg_attrdef
  ) entries`;

type Fingerprint = { fingerprint: string };

const userTables = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ${skippedSchemas} order by 1`;

/** The copy of a table the template has rows in. */
function rowsCopy(table: string): string {
  return `${rowsSchema}."${table.replaceAll('"', '')}"`;
}

/** Keeps, beside the migrated template, a copy of every table it holds rows in (the rows migrations seed, such as the roulette's wheel). */
async function keepTemplateRows(template: PGlite): Promise<void> {
  for (const { name } of (await template.query<{ name: string }>(userTables)).rows) {
    if ((await template.query(`select 1 from ${name} limit 1`)).rows.length === 0) continue;
    await template.exec(
      `create schema if not exists ${rowsSchema}; create table ${rowsCopy(name)} as table ${name}`,
    );
  }
}

/** The statements that put a used PGlite back to the template's content, worked out once per template. */
async function resetStatements(template: PGlite): Promise<string> {
  const tables = (await template.query<{ name: string }>(userTables)).rows.map((table) => table.name);
  const copies = new Set(
    (
      await template.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = '${rowsSchema}'`,
      )
    ).rows.map((copy) => copy.name),
  );
  const refills = tables
    .filter((table) => copies.has(table.replaceAll('"', '')))
    .map((table) => `insert into ${table} overriding system value select * from ${rowsCopy(table)};`);
  const sequences = (
    await template.query<{ setting: string }>(
      `select format('select setval(%L, %s, %L);', format('%I.%I', schemaname, sequencename),
          coalesce(last_value, start_value), last_value is not null) as setting
        from pg_sequences where schemaname not in ${skippedSchemas}`,
    )
  ).rows;
  return [
    'reset all;',
    'select pg_advisory_unlock_all();',
    tables.length > 0 ? `truncate ${tables.join(', ')} cascade;` : '',
    // The copies are refilled in any order: foreign keys (roulette rewards naming their roulette) are not checked
    // while the rows the template already held go back.
    ...(refills.length > 0
      ? ['set session_replication_role = replica;', ...refills, 'reset session_replication_role;']
      : []),
    ...sequences.map((sequence) => sequence.setting),
  ].join('\n');
}

/** Where a migrated template comes from: its data directory, or the factory migrating one itself. */
export type PgliteTemplateSource = { dataDirFile?: string; migrate: () => Promise<Blob> };

/** Reads the template's data directory and works out how to reset a copy of it. */
async function loadTemplate(source: PgliteTemplateSource) {
  const dataDir = source.dataDirFile
    ? new Blob([new Uint8Array(await readFile(source.dataDirFile))])
    : await source.migrate();
  const first = await PGlite.create({ ...pgliteOptions, loadDataDir: dataDir });
  const reset = await resetStatements(first);
  const fingerprint = (await first.query<Fingerprint>(schemaFingerprint)).rows[0]?.fingerprint;
  return { dataDir, first, reset, fingerprint };
}

/** A test file's PGlites: handed out fresh or reset, closed at the end of the file. */
export async function createPgliteFactory(source: PgliteTemplateSource) {
  const template = await loadTemplate(source);
  const idle: PGlite[] = [template.first];
  const open = new Set<PGlite>([template.first]);

  const close = async (instance: PGlite) => {
    open.delete(instance);
    await instance.close().catch(() => undefined);
  };

  /** Puts a PGlite back to the template's content for the next test, or closes it. */
  const release = async (instance: PGlite) => {
    try {
      const now = (await instance.query<Fingerprint>(schemaFingerprint)).rows[0]?.fingerprint;
      if (now !== template.fingerprint) return await close(instance);
      await instance.exec(template.reset);
      idle.push(instance);
    } catch {
      // A PGlite left in a failed state by its test, say: the next test gets a new one.
      await close(instance);
    }
  };

  return {
    create: async (): Promise<DatabaseHandle> => {
      const instance =
        idle.pop() ?? (await PGlite.create({ ...pgliteOptions, loadDataDir: template.dataDir }));
      open.add(instance);
      let closing: Promise<void> | undefined;
      return {
        ...databaseFromPglite(instance),
        close: () => {
          closing ??= release(instance);
          return closing;
        },
      };
    },
    dispose: async () => {
      idle.length = 0;
      await Promise.allSettled([...open].map(close));
    },
  };
}

/** Makes a PGlite database, applies the migrations and returns its data directory (a tarball). */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const template = await PGlite.create(pgliteOptions);
  try {
    await databaseFromPglite(template).migrate();
    await keepTemplateRows(template);
    return await template.dumpDataDir('none');
  } finally {
    await template.close();
  }
}
