import { createServer, type Socket } from 'node:net';
import { databaseFromUrl } from '@fanship/db/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseErrorBody, isDatabaseUnavailable } from './database-errors.ts';

/** An error as pg gives it, wrapped as Drizzle wraps a failed query. */
const wrapped = (message: string, fields: Record<string, string> = {}) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(message), fields) });

const unavailable = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

describe('a database that cannot serve for a moment (issue 20)', () => {
  it('answers 503 DATABASE_UNAVAILABLE for what a restart, a failover or a full server says', () => {
    const outages = [
      wrapped('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
      wrapped('terminating connection because of crash of another server process', { code: '57P02' }),
      wrapped('the database system is starting up', { code: '57P03', severity: 'FATAL' }),
      wrapped('the database system is shutting down', { code: '57P03' }),
      wrapped('sorry, too many clients already', { code: '53300', severity: 'FATAL' }),
      wrapped('connection failure', { code: '08006' }),
      wrapped('could not connect', { code: '08001' }),
      wrapped('canceling statement due to statement timeout', { code: '57014', severity: 'ERROR' }),
      wrapped('database "x" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
      wrapped('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
      wrapped('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' }),
      wrapped('write EPIPE', { code: 'EPIPE', syscall: 'write' }),
      wrapped('Connection terminated unexpectedly'),
      wrapped('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      wrapped('Client has encountered a connection error and is not queryable'),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), String((error as { cause?: Error }).cause ?? error)).toBe(true);
      expect(databaseErrorBody(error)).toEqual(unavailable);
    }
  });

  it('keeps a statement refused for the request its 4xx, and the server’s own failures a 500', () => {
    expect(databaseErrorBody(wrapped('duplicate', { code: '23505', severity: 'ERROR' }))?.code).toBe(
      'CONFLICT',
    );
    expect(databaseErrorBody(wrapped('deadlock detected', { code: '40P01', severity: 'ERROR' }))?.code).toBe(
      'CONFLICT',
    );
    expect(isDatabaseUnavailable(wrapped('relation "x" does not exist', { code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(databaseErrorBody(wrapped('relation "x" does not exist', { code: '42P01' }))).toBeUndefined();
  });

  it('a database that accepts the connection and never answers fails the query within the pool’s timeout, as a 503', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const handle = databaseFromUrl(`postgres://fanship:fanship@127.0.0.1:${port}/fanship`, {
      connectionTimeoutMillis: 300,
    });
    try {
      const started = Date.now();
      const error = await handle.db.execute(sql`select 1`).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(databaseErrorBody(error)).toEqual(unavailable);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
