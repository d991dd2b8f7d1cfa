import type { ErrorBody, ErrorCode } from '@fanship/domain/errors';
import { errorMessages, errorStatus } from '@fanship/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StorageUnavailableError } from '../adapters/file-storage/file-storage.ts';
import { AppError } from '../lib/app-error.ts';
import { databaseErrorBody } from '../lib/database-errors.ts';
import type { SpaFallback } from './web-app.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const RETRY_AFTER_SECONDS = '5';

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large: the body may be at most 1 MB.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This type of content is not supported: send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty.' },
};

const statusCodes: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

type ValidationIssue = { instancePath?: string; message?: string };

function validationBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const fieldErrors: Record<string, string> = {};
  let firstMessage: string | undefined;
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = field
      ? (issue.message ?? 'Invalid value')
      : `The request ${context ?? 'body'} must be a JSON object.`;
    firstMessage ??= message;
    if (field && !(field in fieldErrors)) fieldErrors[field] = message;
  }
  const body: ErrorBody = { code: 'VALIDATION', message: firstMessage ?? 'Bad Request' };
  if (Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  return body;
}

/** Turns any thrown error into the API's error body; only unexpected failures become 500. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return validationBody(fastifyError.validation as ValidationIssue[], fastifyError.validationContext);
  }
  if (error instanceof StorageUnavailableError) {
    return { code: 'STORAGE_UNAVAILABLE', message: errorMessages.STORAGE_UNAVAILABLE };
  }
  const fromDatabase = databaseErrorBody(error);
  if (fromDatabase) return fromDatabase;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return { ...known };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'BAD_REQUEST';
    const message =
      code === 'BAD_REQUEST'
        ? (fastifyError.message ?? errorMessages.BAD_REQUEST)
        : errorMessages[code as keyof typeof errorMessages];
    return { code, message: message ?? errorMessages.BAD_REQUEST };
  }
  return { code: 'INTERNAL', message: errorMessages.INTERNAL };
}

/** Answers Fastify's own request errors (such as a malformed URL) in the same error model. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body: ErrorBody =
    error.code === 'FST_ERR_BAD_URL'
      ? { code: 'BAD_REQUEST', message: 'The address of this request is not valid.' }
      : toErrorBody(error);
  void reply.status(errorStatus[body.code]).send(body);
}

const notFoundBody = (): ErrorBody => ({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });

/** One error handler and one not-found handler for the whole app, answering the JSON error model. */
export function registerErrorHandling(app: FastifyInstance, spaFallback: SpaFallback | undefined): void {
  app.setErrorHandler((error, request, reply) => {
    // A request for no route is not found, whatever its body: answering its parse error instead would tell
    // which /api/staff paths exist (those answer 404 before reading the body).
    if (request.is404) return reply.status(404).send(notFoundBody());
    const body = toErrorBody(error);
    const status = errorStatus[body.code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The database is back within seconds of a restart or a failover: a client may try again then.
    if (body.code === 'DATABASE_UNAVAILABLE') void reply.header('retry-after', RETRY_AFTER_SECONDS);
    if (error instanceof AppError && error.retryAfterSeconds) {
      void reply.header('retry-after', error.retryAfterSeconds);
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    return reply.status(404).send(notFoundBody());
  });
}
