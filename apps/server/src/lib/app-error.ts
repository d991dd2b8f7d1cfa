import { type ErrorCode, errorMessages, errorStatus } from '@fanship/domain/errors';

const defaultMessages: Partial<Record<ErrorCode, string>> = errorMessages;

/** A failure a service reports on purpose: the error handler turns it into `{ code, message, fieldErrors? }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  /** When the client may try again (a 429 that knows it): sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message?: string,
    fieldErrors?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message ?? defaultMessages[code] ?? errorMessages.BAD_REQUEST);
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

/** A 404 with the spec's message, used for anything the caller may not see. */
export function notFound(): AppError {
  return new AppError('NOT_FOUND');
}
