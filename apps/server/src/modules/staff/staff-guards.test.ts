import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

type Route = { method: string; url: string; takesBody: boolean };

/** Admin settings (docs/domain.md "Actors"): other staff get the same 404 as members. */
const ADMIN_ONLY = /^\/api\/staff\/(exchange-rates|rate-cards|members\/[^/]+\/role)(\/|$)/;

/**
 * Whether an operation's body has a field it cannot do without: an empty body is then a 400 past the guard. A body
 * of optional fields only (a shipping's prepare note) lets an empty one through to the record, a 404 here.
 */
function requiresBody(operation: unknown): boolean {
  const body = (
    operation as {
      requestBody?: { content?: Record<string, { schema?: { type?: string; required?: string[] } }> };
    }
  )?.requestBody;
  if (!body) return false;
  const schemas = Object.values(body.content ?? {}).map((content) => content.schema);
  return schemas.some((schema) => schema?.type !== 'object' || (schema.required ?? []).length > 0);
}

/** Every /api/staff route the OpenAPI document lists, with path parameters filled in. */
async function staffRoutes(t: TestApp): Promise<Route[]> {
  const document = (await t.get('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '1'),
        takesBody: requiresBody(operation),
      })),
    );
}

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

function call(t: TestApp, route: Route, cookie: string | undefined) {
  return t.inject({
    method: route.method as 'GET',
    url: route.url,
    cookie,
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });
}

describe('staff and admin guards', () => {
  it('answers 404 on every staff route to visitors and members, before reading the body', async () => {
    const t = await start();
    const routes = await staffRoutes(t);
    // Members, catalogue, content, settings and uploads: the list must not silently shrink.
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/staff/uploads' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/staff/members' }));
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie, 'fanship_session=not-a-session']) {
      for (const route of routes) {
        const response = await call(t, route, cookie);
        expect(response.statusCode, `${route.method} ${route.url} as ${cookie ?? 'visitor'}`).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
      }
    }
  });

  /** GET routes that answer 400 without their query. */
  const QUERY_REQUIRED = new Set(['/api/staff/intake/lookup']);

  it('lets staff reach the catalogue and content routes but answers 404 on the admin settings', async () => {
    const t = await start();
    const routes = await staffRoutes(t);
    const staff = await createMemberWithRole(t, 'staff');
    const admin = await createMemberWithRole(t, 'admin');
    const settings = routes.filter((route) => ADMIN_ONLY.test(route.url));
    expect(settings.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/staff/rate-cards/1',
      'GET /api/staff/exchange-rates',
      'GET /api/staff/exchange-rates/bounds',
      'GET /api/staff/rate-cards',
      'PATCH /api/staff/members/1/role',
      'PATCH /api/staff/rate-cards/1',
      'POST /api/staff/exchange-rates',
      'POST /api/staff/rate-cards',
      'PUT /api/staff/rate-cards/1',
    ]);
    for (const route of settings) {
      const refused = await call(t, route, staff.cookie);
      expect(refused.statusCode, `${route.method} ${route.url} as staff`).toBe(404);
    }
    // Past the guard, an empty body is a 400 with messages and a list is a 200: the route is there. A GET naming a
    // record (`/1`, `/members/1/credit-history`) is a 404 for a record that does not exist, so it is not counted.
    for (const route of routes) {
      const cookie = ADMIN_ONLY.test(route.url) ? admin.cookie : staff.cookie;
      const isList = route.method === 'GET' && !/\/1(\/|$)/.test(route.url);
      // An action without a body on a record (`POST /orders/1/confirm-deposit`) is a 404 for a record that does not
      // exist, like a GET naming one: not counted either.
      if (!(hasBody(route.method) && route.takesBody) && !isList) continue;
      const response = await call(t, route, cookie);
      // A lookup that needs its query (the intake desk's tracking number) says so past the guard: 400.
      const needsQuery = QUERY_REQUIRED.has(route.url);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(
        isList && !needsQuery ? 200 : 400,
      );
    }
  });
});
