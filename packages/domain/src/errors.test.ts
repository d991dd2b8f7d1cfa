import { describe, expect, it } from 'vitest';
import { errorMessages, errorStatus } from './errors.ts';

describe('errorStatus', () => {
  it('maps each error code to its HTTP status', () => {
    expect(errorStatus).toEqual({
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
      DATABASE_UNAVAILABLE: 503,
      MESSAGING_UNAVAILABLE: 503,
      STORAGE_UNAVAILABLE: 503,
    });
  });
});

describe('errorMessages', () => {
  it('uses the error catalogue texts for 400, 401, 403 and 404', () => {
    expect(errorMessages.BAD_REQUEST).toBe('Bad Request');
    expect(errorMessages.UNAUTHORIZED).toBe('Authentication Failed');
    expect(errorMessages.FORBIDDEN).toBe('Permission Denied');
    expect(errorMessages.NOT_FOUND).toBe('Resource Not Found');
  });

  it('has a message for every other status it answers with', () => {
    expect(errorMessages.TOO_MANY_REQUESTS).toBe('Too many requests. Please wait a moment and try again.');
    expect(errorMessages.PAYLOAD_TOO_LARGE).toBe('The request is too large.');
    expect(errorMessages.UNSUPPORTED_MEDIA_TYPE).toBe('This type of content is not supported.');
    expect(errorMessages.INTERNAL).toBe('Something went wrong. Please try again later.');
    expect(errorMessages.DATABASE_UNAVAILABLE).toBe(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    expect(errorMessages.STORAGE_UNAVAILABLE).toBe(
      'Files are briefly unavailable. Please try again in a moment.',
    );
  });

  it('only names codes that exist in errorStatus', () => {
    for (const code of Object.keys(errorMessages)) expect(errorStatus).toHaveProperty(code);
  });
});
