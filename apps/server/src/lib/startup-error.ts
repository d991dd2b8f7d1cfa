import type { Config } from '../config.ts';

/** The stage of start-up that failed. */
export type StartupStage = 'database' | 'listen';

/** Where the database lives, for messages: the PostgreSQL host and database (never the password) or the folder. */
export function describeDatabaseLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}/pglite (DATA_DIR)`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The innermost cause of an error (drivers and the ORM wrap the system error that says what happened). */
function innermostCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 10; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (cause === undefined || cause === null) return current;
    current = cause;
  }
  return current;
}

/** The first error code found on an error or its causes. */
function errorCode(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 10 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** One line that says what failed at start-up and what to change, instead of a stack trace. */
export function describeStartupError(
  stage: StartupStage,
  error: unknown,
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'port' | 'host'>,
): string {
  const code = errorCode(error);
  const cause = innermostCause(error);
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (stage === 'listen') {
    if (code === 'EADDRINUSE')
      return `Cannot start: port ${config.port} is already in use. Set PORT to a free port.`;
    if (code === 'EACCES')
      return `Cannot start: no permission to listen on port ${config.port}. Set PORT to 1024 or above.`;
    if (code === 'EADDRNOTAVAIL')
      return `Cannot start: HOST ${config.host} is not an address of this machine.`;
    return `Cannot start: listening on ${config.host}:${config.port} failed: ${reason}`;
  }
  const where = describeDatabaseLocation(config);
  if (code === 'ECONNREFUSED') return `Cannot open ${where}: nothing answers there. Is PostgreSQL running?`;
  if (code === 'ENOTFOUND') return `Cannot open ${where}: the host name is unknown.`;
  if (code === '28P01' || code === '28000')
    return `Cannot open ${where}: the user name or password was refused.`;
  if (code === '3D000') return `Cannot open ${where}: that database does not exist.`;
  if (code === 'EACCES' || code === 'EROFS')
    return `Cannot open ${where}: the folder cannot be written. Check DATA_DIR.`;
  return `Cannot open or migrate ${where}: ${reason}`;
}
