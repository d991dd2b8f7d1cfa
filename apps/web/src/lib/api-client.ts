import type { ErrorBody } from '@fanship/domain/errors';
import { errorMessages } from '@fanship/domain/errors';

const statusFallbacks: Record<number, string> = {
  400: errorMessages.BAD_REQUEST,
  401: errorMessages.UNAUTHORIZED,
  403: errorMessages.FORBIDDEN,
  404: errorMessages.NOT_FOUND,
};

/** A failed API call: the HTTP status, the server's error code, its user-facing message and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** Builds the ApiError for a failed response from its status and (possibly missing) error body. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const parsed = isErrorBody(body) ? body : {};
  const fallback = statusFallbacks[status] ?? (statusText || errorMessages.INTERNAL);
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
  const code = typeof parsed.code === 'string' ? parsed.code : `HTTP_${status}`;
  const fieldErrors = isErrorBody(parsed.fieldErrors) ? (parsed.fieldErrors as Record<string, string>) : {};
  return new ApiError(status, code, message, fieldErrors);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How a request reaches the API: the browser's fetch, or the server's own router when it draws a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Replaces how requests reach the API (the server-rendering bundle does, src/prerender.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls the same-origin API with JSON in and out; throws ApiError for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach the server. Please check your connection and try again.',
    );
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body, response.statusText);
  return body as T;
}

/** The message to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.INTERNAL;
}
