import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-error.ts';

const embedded = { dataDir: './data', port: 3000, host: '0.0.0.0' };
const postgres = { ...embedded, databaseUrl: 'postgres://fanship:s3cret@db.internal:5432/fanship' };

function failure(code: string, message = 'low-level failure'): Error {
  return Object.assign(new Error(message), { code });
}

describe('describeStartupError', () => {
  it('says which port is taken or refused', () => {
    expect(describeStartupError('listen', failure('EADDRINUSE'), embedded)).toBe(
      'Cannot start: port 3000 is already in use. Set PORT to a free port.',
    );
    expect(describeStartupError('listen', failure('EACCES'), { ...embedded, port: 80 })).toBe(
      'Cannot start: no permission to listen on port 80. Set PORT to 1024 or above.',
    );
  });

  it('names the PostgreSQL host and database without the password', () => {
    const message = describeStartupError('database', failure('ECONNREFUSED'), postgres);
    expect(message).toBe(
      'Cannot open PostgreSQL at db.internal:5432/fanship (DATABASE_URL): nothing answers there. Is PostgreSQL running?',
    );
    expect(describeStartupError('database', failure('28P01'), postgres)).toContain(
      'the user name or password was refused',
    );
    for (const code of ['ECONNREFUSED', '28P01', '3D000', 'XX000']) {
      expect(describeStartupError('database', failure(code, 'boom s3cret?'), postgres)).not.toContain(
        'fanship:s3cret',
      );
    }
  });

  it('finds the system error inside the wrappers of the driver and the ORM', () => {
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', {
      cause: new Error('connect failed', { cause: failure('ECONNREFUSED') }),
    });
    expect(describeStartupError('database', wrapped, postgres)).toContain('nothing answers there');
    const unknown = new Error('Failed query: select 1', { cause: new Error('disk full') });
    expect(describeStartupError('database', unknown, postgres)).toBe(
      'Cannot open or migrate PostgreSQL at db.internal:5432/fanship (DATABASE_URL): disk full',
    );
  });

  it('points at DATA_DIR for the embedded database', () => {
    expect(describeStartupError('database', failure('EACCES'), embedded)).toBe(
      'Cannot open the embedded database in ./data/pglite (DATA_DIR): the folder cannot be written. Check DATA_DIR.',
    );
    expect(describeStartupError('database', new Error('migration 0003 failed'), embedded)).toBe(
      'Cannot open or migrate the embedded database in ./data/pglite (DATA_DIR): migration 0003 failed',
    );
  });
});
