import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './app.ts';

/**
 * A connection of its own to a test's PostgreSQL database, doing to that database (and no other: test files
 * run in parallel on one cluster) what a restart, a failover or an administrator does to the server's connections.
 */
export type DatabaseAdmin = {
  /** The admin's own connection, for a transaction holding a lock. */
  client: pg.Client;
  /** Ends every session of the database but the admin's (`pg_terminate_backend`), as a restart does; waits until gone. */
  terminateOthers: () => Promise<void>;
  /** Refuses new connections to the database (as a server that is down or starting up), or allows them again. */
  allowConnections: (isAllowed: boolean) => Promise<void>;
  /** How many other sessions of the database wait for a lock. */
  countWaiting: () => Promise<number>;
  close: () => Promise<void>;
};

/** Opens the admin connection to the database of `t`, with the credentials of the test cluster's URL. */
export async function openDatabaseAdmin(t: TestApp, clusterUrl: string): Promise<DatabaseAdmin> {
  const answer = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = answer.rows[0]?.name;
  if (!name) throw new Error('The test database has no name');
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  // PostgreSQL refuses to change whether a database allows connections from inside it.
  const cluster = new pg.Client({ connectionString: clusterUrl });
  for (const connection of [client, cluster]) {
    connection.on('error', () => {});
    await connection.connect();
  }
  const adminPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  // Asked over the cluster connection: inside the admin's transaction pg_stat_activity would stay a snapshot.
  const others = `from pg_stat_activity where datname = $1 and pid <> $2`;
  const count = async (condition: string) => {
    const result = await cluster.query<{ count: string }>(`select count(*) ${others} ${condition}`, [
      name,
      adminPid,
    ]);
    return Number(result.rows[0]?.count ?? 0);
  };
  return {
    client,
    terminateOthers: async () => {
      await cluster.query(`select pg_terminate_backend(pid) ${others}`, [name, adminPid]);
      for (let waited = 0; (await count('')) > 0; waited += 20) {
        if (waited > 10_000) throw new Error('The terminated sessions did not end');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    allowConnections: async (isAllowed) => {
      await cluster.query(`alter database "${name}" allow_connections ${isAllowed}`);
    },
    countWaiting: () => count("and wait_event_type = 'Lock'"),
    close: async () => {
      await Promise.all([client.end(), cluster.end()]);
    },
  };
}
