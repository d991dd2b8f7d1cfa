import { type ErrorBody, errorMessages } from '@fanship/domain/errors';

/** What PostgreSQL (and PGlite) say about a refused statement. */
type DatabaseError = { code: string; detail?: string };

/** The database error behind an error, also when Drizzle wraps it (as `cause`). */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof detail === 'string' ? { detail } : {}) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's SQLSTATEs for a database that cannot serve now, whatever the request: a connection exception
 * (class 08), an administrator or crash ending the session (57P01 admin_shutdown, 57P02 crash_shutdown), a server
 * starting or stopping (57P03 cannot_connect_now), no connection slot left (53300), a statement cancelled by the
 * statement timeout (57014).
 */
const unavailableStates = /^(08...|57P0[1-3]|53300|57014)$/;

/** Socket failures on the way to the database (refused while it restarts, reset when it goes away). */
const socketFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg (and its pool) throw, without a code, for a connection it lost or could not get. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error (or the error under Drizzle's wrapping) is the database being unreachable for a moment (a
 * restart, a failover) rather than refusing this request: a session it ended (severity FATAL or PANIC), a
 * connection it refused, reset or never gave within the pool's timeout. The payment and marketplace adapters
 * answer their own connection failures (502), so a socket failure reaching here is the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, severity, message } = current as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableStates.test(code) || socketFailures.has(code))) return true;
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && driverMessages.some((text) => message.startsWith(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** snake_case column to the API's camelCase field name. */
function fieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The field of a unique violation, read from PostgreSQL's detail `Key (code)=(X) already exists.` (or
 * `Key (lower(email::text))=(...)` for an expression index); undefined when several columns make the key.
 */
export function uniqueViolationField(detail: string | undefined): string | undefined {
  if (!detail?.startsWith('Key (')) return undefined;
  const end = detail.indexOf(')=(');
  if (end < 0) return undefined;
  const key = detail.slice('Key ('.length, end);
  if (key.includes(',')) return undefined;
  // The column is the name that is neither a function (followed by '(') nor a type (after '::').
  const column = key
    .replace(/::[a-z ]+/g, '')
    .split(/[()]/)
    .map((part) => part.trim())
    .filter((part) => /^[a-z_][a-z0-9_]*$/.test(part))
    .pop();
  return column === undefined ? undefined : fieldName(column);
}

/**
 * Whether `error` is the database refusing a duplicate of `field` (the API's camelCase name of the column), for a
 * service that answers that case with a message of its own (a second package for one incoming).
 */
export function isUniqueViolationOf(error: unknown, field: string): boolean {
  const databaseError = databaseErrorOf(error);
  return databaseError?.code === '23505' && uniqueViolationField(databaseError.detail) === field;
}

const capitalised = (field: string) =>
  `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`;

const badValue = (message: string): ErrorBody => ({ code: 'BAD_REQUEST', message });

/**
 * The API's answer to a statement the database refused because of the request (a duplicate, a value too
 * long for its column, a number out of range, text it cannot store, a write that lost a race): always a
 * 4xx with a message the user can act on; a 503 DATABASE_UNAVAILABLE when the database cannot be reached for a
 * moment. Undefined for failures that are the server's own (a 500).
 */
export function databaseErrorBody(error: unknown): ErrorBody | undefined {
  if (isDatabaseUnavailable(error)) {
    return { code: 'DATABASE_UNAVAILABLE', message: errorMessages.DATABASE_UNAVAILABLE };
  }
  const databaseError = databaseErrorOf(error);
  if (!databaseError) return undefined;
  const { code, detail } = databaseError;
  switch (code) {
    case '23505': {
      const field = uniqueViolationField(detail);
      if (!field) return { code: 'CONFLICT', message: 'This record already exists.' };
      const message = `${capitalised(field)} is already in use.`;
      return { code: 'CONFLICT', message, fieldErrors: { [field]: message } };
    }
    case '23503':
      return {
        code: 'CONFLICT',
        message: 'A related record was changed or removed at the same time. Please reload and try again.',
      };
    case '40001':
    case '40P01':
      return {
        code: 'CONFLICT',
        message: 'This record was changed by another request at the same time. Please try again.',
      };
    case '22001':
      return badValue('A value in the request is too long.');
    case '22003':
      return badValue('A number in the request is out of range.');
    case '22P02':
    case '22007':
    case '22008':
      return badValue('A value in the request is not in the right format.');
    case '22021':
    case '22P05':
      return badValue('The request contains characters that are not allowed.');
    case '23502':
    case '23514':
    case '54000':
      return badValue('A value in the request is not allowed.');
    default:
      return undefined;
  }
}
