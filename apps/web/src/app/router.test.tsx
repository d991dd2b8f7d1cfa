import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { patchRoutesOnNavigation, routes } from './router.tsx';

/** Counts the loads of the member's route table (the real one is used). */
const memberTable = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./member-routes.tsx', async (importOriginal) => {
  memberTable.loads += 1;
  return await importOriginal();
});

/** What `patchRoutesOnNavigation` adds for an address: the paths of the routes it patches in, by parent. */
async function patchedFor(path: string) {
  const patched: { routeId: string; paths: (string | undefined)[] }[] = [];
  await patchRoutesOnNavigation({
    path,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
    patch: (routeId, children) =>
      patched.push({ routeId: String(routeId), paths: children.map((r) => r.path) }),
  });
  return patched;
}

describe('the route table (issue 26)', () => {
  // Must stay the first test of the file: the member's table is loaded once per module.
  it("leaves the member's pages and the staff console out of a visitor's pages", async () => {
    for (const path of ['/', '/login', '/shop-products', '/shop-products/300', '/posts/7', '/terms'])
      expect(await patchedFor(path)).toEqual([]);
    expect(memberTable.loads).toBe(0);
    const visitorPaths = routes.flatMap(
      (route) => route.children?.flatMap((group) => group.children ?? []) ?? [],
    );
    expect(visitorPaths.map((route) => route.path)).not.toContain('profile');
    expect(visitorPaths.map((route) => route.path)).not.toContain('staff');
  });

  it("adds the member's pages and the staff console when an address needs them", async () => {
    for (const path of ['/profile', '/incomings/IN1', '/staff/members', '/no/such/page']) {
      const [patched] = await patchedFor(path);
      expect(patched?.routeId).toBe('pages');
      expect(patched?.paths).toEqual(expect.arrayContaining(['profile', 'incomings/:code', 'staff']));
    }
    expect(memberTable.loads).toBe(1);
  });

  it("opens a member's page on a first load at its address", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/staff'], patchRoutesOnNavigation });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff/members'), {
      timeout: 10_000,
    });
    expect(router.state.matches.map((match) => match.route.path)).toEqual([
      '/',
      undefined,
      'staff',
      'members',
    ]);
    router.dispose();
  });
});
