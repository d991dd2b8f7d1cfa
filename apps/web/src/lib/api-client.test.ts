import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, toApiError } from './api-client.ts';

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

describe('api client', () => {
  it('maps an error body to an ApiError with code, message and field errors', async () => {
    answer(400, {
      code: 'VALIDATION',
      message: 'Invalid input',
      fieldErrors: { email: 'Email is not valid' },
    });
    const error = await apiRequest('/auth/sign-up', { method: 'POST', body: {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fieldErrors: { email: 'Email is not valid' },
    });
  });

  it.each([
    [400, 'Bad Request'],
    [401, 'Authentication Failed'],
    [403, 'Permission Denied'],
    [404, 'Resource Not Found'],
  ])('falls back to the spec message for status %i without a body', async (status, message) => {
    answer(status);
    await expect(apiRequest('/me')).rejects.toMatchObject({ status, message });
  });

  it('uses the status text for other statuses without a message', () => {
    expect(toApiError(502, 'not json', 'Bad Gateway').message).toBe('Bad Gateway');
    expect(toApiError(503, {}).message).toBe('Something went wrong. Please try again later.');
  });

  it('sends JSON with same-origin credentials and reads JSON back', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'ABC1234' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/auth/sign-up', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      code: 'ABC1234',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-up',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }),
    );
  });

  it('answers undefined for an empty success body', async () => {
    answer(204);
    await expect(apiRequest('/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
