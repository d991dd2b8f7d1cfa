import { requestHistory } from '@fanship/db/request-schema';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { rowsWhere } from './rows.ts';

/** POSTs `payload` to `url` with the session `cookie`, expects 201 Created and answers the response. */
export async function postCreated(t: TestApp, url: string, cookie: string, payload: unknown) {
  const response = await t.post(url, payload as object, cookie);
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

/** Expects `response` refused with `status` and the server's `message`. */
export function expectRefused(
  response: Awaited<ReturnType<TestApp['inject']>>,
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

/** A request's status moves, oldest first. */
export function requestHistoryOf(t: TestApp, requestId: number) {
  return rowsWhere(t, requestHistory, requestHistory.requestId, requestId);
}

/**
 * A member's request as another member (`cookie`) finds it: its page at `url`, its edit (with `edit` as the body),
 * its cancel and the `more` pages under it all answer 404, as if there were no such request.
 */
export async function expectHiddenFromOthers(
  t: TestApp,
  cookie: string,
  url: string,
  edit: object,
  more: string[] = [],
): Promise<void> {
  const routes = [
    ['GET', url],
    ['PATCH', url],
    ['POST', `${url}/cancel`],
    ...more.map((path) => ['GET', path]),
  ] as const;
  for (const [method, path] of routes) {
    const response = await t.inject({
      method,
      url: path,
      cookie,
      payload: method === 'PATCH' ? edit : undefined,
    });
    expect(response.statusCode, `${method} ${path}`).toBe(404);
  }
}

/**
 * A member's request at `url` (`/api/split-services/{code}`) as a new member finds it: hidden as by
 * `expectHiddenFromOthers`, and absent from their list (the URL above it).
 */
export async function expectHiddenFromNewMember(t: TestApp, url: string, edit: object): Promise<void> {
  const other = await t.createMember();
  await expectHiddenFromOthers(t, other.cookie, url, edit);
  expect((await memberList(t, other, url.slice(0, url.lastIndexOf('/')))).content).toEqual([]);
}

/** A member's list of a kind (`/api/inclusion-services?page=1`), expected to answer 200, as JSON. */
export async function memberList(t: TestApp, member: { cookie: string }, url: string) {
  const response = await t.inject({ method: 'GET', url, cookie: member.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Member = { cookie: string };

/**
 * A member's calls of a kind at `/api{path}`: `post` the create (at `path` + `createPath`), `request` (the create,
 * answering the code; expects 200), `page` (`GET {path}/{code}`), `edit` (`PATCH {path}/{code}`) and `cancel`
 * (`POST {path}/{code}/cancel`).
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
    edit: (t: TestApp, member: Member, code: string, payload: object) =>
      t.inject({ method: 'PATCH', url: `/api${path}/${code}`, cookie: member.cookie, payload }),
    cancel: (t: TestApp, member: Member, code: string) =>
      t.inject({ method: 'POST', url: `/api${path}/${code}/cancel`, cookie: member.cookie }),
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

/**
 * The staff queue of `kind` sorted by amount (`sort=amount,…`) either way: expects the rows in the order of the
 * amounts the queue shows (rows with none last) and `codes` among them with different amounts; answers `codes` in
 * the ascending order, for the caller to name.
 */
export async function queueCodesByAmount(
  t: TestApp,
  staff: Member,
  kind: string,
  codes: readonly string[],
): Promise<string[]> {
  const orders: string[][] = [];
  for (const direction of ['asc', 'desc'] as const) {
    const url = `/api/staff/requests/${kind}?sort=amount,${direction}&size=50`;
    const response = await t.inject({ method: 'GET', url, cookie: staff.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().content as { code: string; amountKrw: number | null }[];
    const amounts = rows.map((row) => row.amountKrw);
    const shown = amounts.filter((amount): amount is number => amount !== null);
    shown.sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(amounts, direction).toEqual([...shown, ...amounts.filter((amount) => amount === null)]);
    const ours = rows.filter((row) => codes.includes(row.code));
    expect(new Set(ours.map((row) => row.amountKrw)).size).toBe(codes.length);
    orders.push(ours.map((row) => row.code));
  }
  expect(orders[1]).toEqual([...(orders[0] ?? [])].reverse());
  return orders[0] ?? [];
}
