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

type Member = { cookie: string };

/**
 * A member's calls of a kind at `/api{path}`: `post` the create (at `path` + `createPath`), `request` (the create,
 * answering the code; expects 200) and `page` (`GET {path}/{code}`).
 */
export function memberCalls(path: string, createPath = '') {
  const post = (t: TestApp, member: Member, payload: object) =>
    t.inject({ method: 'POST', url: `/api${path}${createPath}`, cookie: member.cookie, payload });
  return {
    post,
    request: async (t: TestApp, member: Member, payload: object) =>
      createdCode(await post(t, member, payload)),
    page: (t: TestApp, member: Member, code: string) =>
      t.inject({ method: 'GET', url: `/api${path}/${code}`, cookie: member.cookie }),
  };
}

/** Posts each case's body with `post` and expects a 400 with the case's field messages. */
export async function expectFieldErrors(
  post: (payload: object) => Promise<Awaited<ReturnType<TestApp['inject']>>>,
  cases: readonly [object, Record<string, string>][],
) {
  for (const [payload, fieldErrors] of cases) {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toMatchObject(fieldErrors);
  }
}

/** What staff see of a request of `kind`: the queue's lines (`GET /api/staff/requests/{kind}`) and its staff page. */
export async function staffViewOf(t: TestApp, staff: Member, kind: string, code: string) {
  const url = `/api/staff/requests/${kind}`;
  const queue = await t.inject({ method: 'GET', url, cookie: staff.cookie });
  const page = await t.inject({ method: 'GET', url: `${url}/${code}`, cookie: staff.cookie });
  expect(page.statusCode, page.body).toBe(200);
  return { lines: queue.json().content as unknown[], page: page.json() };
}
