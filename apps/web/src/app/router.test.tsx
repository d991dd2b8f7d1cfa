import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadedModule } from '../lib/load-once.ts';
import { mockApi, renderAppAt } from '../test/render.tsx';
import { type PageRoute, preloadRoute } from './page-modules.tsx';
import { routes } from './router.tsx';

/** Counts the loads of the member's route table (the real one is used). */
const memberTable = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./member-routes.tsx', async (importOriginal) => {
  memberTable.loads += 1;
  return await importOriginal();
});

/** The routes an address matches in the member's table. */
async function memberMatches(path: string): Promise<PageRoute[]> {
  const { routes: table } = await import('./member-routes.tsx');
  return (matchRoutes(table, path) ?? []).map((match) => match.route as PageRoute);
}

describe('the route table (issue 26)', () => {
  // Must stay the first test of the file: the member's table is loaded once per module.
  it("leaves the member's pages and the staff console out of a visitor's pages", async () => {
    for (const path of ['/', '/login', '/shop-products', '/shop-products/300', '/posts/7', '/terms'])
      await preloadRoute(routes, path);
    expect(memberTable.loads).toBe(0);
    const visitorPaths = routes.flatMap((route) => route.children ?? []).map((route) => route.path);
    expect(visitorPaths).not.toContain('profile');
    expect(visitorPaths).not.toContain('staff');
  });

  it("loads the member's table, and the page's module with it, when an address needs them", async () => {
    for (const path of ['/profile', '/incomings/IN1', '/staff/members', '/no/such/page']) {
      await preloadRoute(routes, path);
      const loads = (await memberMatches(path)).flatMap((route) => route.load ?? []);
      expect(loads.length).toBeGreaterThan(0);
      // The layout and the page are there together: a first load draws them without one waiting on the other.
      for (const load of loads) expect(loadedModule(load)).toBeDefined();
    }
    expect(memberTable.loads).toBe(1);
  });

  it('never draws the console at /staff: the address is its own redirect, ranked before the console', async () => {
    const atStaff = await memberMatches('/staff');
    expect(atStaff).toHaveLength(1);
    expect(atStaff[0]?.load).toBeUndefined();
    expect((await memberMatches('/staff/members')).map((route) => route.path)).toEqual(['staff', 'members']);
  });

  it('opens the members page on a first load at /staff', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
    });
    const { history } = await renderAppAt('/staff');
    await vi.waitFor(() => expect(history.location.pathname).toBe('/staff/members'));
    // A visitor at a console address sees the 404 page.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
