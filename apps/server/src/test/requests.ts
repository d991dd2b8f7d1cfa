import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** POSTs `payload` to `url` with the session `cookie`, expects 201 Created and answers the response. */
export async function postCreated(t: TestApp, url: string, cookie: string, payload: unknown) {
  const response = await t.inject({ method: 'POST', url, cookie, payload: payload as object });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** The code of a create's answer (expects 200). */
export function createdCode(response: Awaited<ReturnType<TestApp['inject']>>): string {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string }>().code;
}

/** A staff step of a request of `kind` on the scaffold (`start`, `results` with a body, `complete`, `cancel`). */
export const kindStep =
  (kind: string) => (t: TestApp, staff: { cookie: string }, code: string, step: string, payload?: object) =>
    t.inject({
      method: 'POST',
      url: `/api/staff/requests/${kind}/${code}/${step}`,
      cookie: staff.cookie,
      ...(payload ? { payload } : {}),
    });
