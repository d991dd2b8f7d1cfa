/** Error codes the API answers with, and the HTTP status each maps to. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  /** The database cannot be reached for a moment (a restart, a failover): the request can be tried again. */
  DATABASE_UNAVAILABLE: 503,
  /** The messaging provider cannot take a message now (down, refusing our keys, rate limiting us). */
  MESSAGING_UNAVAILABLE: 503,
  /** The file storage (an S3-compatible bucket or the local disk) cannot be reached or fails for a moment. */
  STORAGE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** The user-facing messages the spec gives for each kind of failure. */
export const errorMessages = {
  BAD_REQUEST: 'Bad Request',
  UNAUTHORIZED: 'Authentication Failed',
  FORBIDDEN: 'Permission Denied',
  NOT_FOUND: 'Resource Not Found',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported.',
  INTERNAL: 'Something went wrong. Please try again later.',
  DATABASE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  STORAGE_UNAVAILABLE: 'Files are briefly unavailable. Please try again in a moment.',
} as const;

/** The JSON body of every error answer. */
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
};
