import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from './app.ts';

// Issue 20, point 6: each test's pool stayed open (five connections, idle for 10 s) until its file ended; over the
// test files running in parallel they reached max_connections, and the next test to connect failed with 500s.
const clusterUrl = process.env.TEST_DATABASE_URL;
const { start } = setupTestApps();

async function onCluster<T>(query: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: clusterUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!clusterUrl)('test databases on PostgreSQL', () => {
  let previous = '';

  it('a test may open all the connections of its pool', async () => {
    const t = await start();
    const health = () => t.get('/api/health');
    for (const answer of await Promise.all(Array.from({ length: 10 }, health))) {
      expect(answer.statusCode).toBe(200);
    }
    const answer = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    previous = answer.rows[0]?.name ?? '';
    const open = await onCluster('select pid from pg_stat_activity where datname = $1', [previous]);
    expect(open.length).toBeGreaterThan(0);
  });

  it('the connections and the database of the test before are gone when the next one starts', async () => {
    expect(previous).not.toBe('');
    expect(await onCluster('select pid from pg_stat_activity where datname = $1', [previous])).toEqual([]);
    expect(await onCluster('select datname from pg_database where datname = $1', [previous])).toEqual([]);
  });
});
