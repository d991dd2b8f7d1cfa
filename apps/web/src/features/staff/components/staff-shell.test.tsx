import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memberRoutes } from '../../../app/member-routes.tsx';
import { StaffShell } from '../../../app/staff-shell.tsx';
import { mockApi, renderAt } from '../../../test/render.tsx';

/** The app's /staff route with its lazily loaded modules left out: only where a navigation lands matters here. */
function staffRoutesWithoutModules(): RouteObject[] {
  const staff = memberRoutes.find((route) => route.path === 'staff');
  if (!staff?.children) throw new Error('no /staff route');
  return [
    {
      path: '/staff',
      element: null,
      children: staff.children.map(({ lazy: _lazy, ...route }) => ({
        ...route,
        element: null,
      })) as RouteObject[],
    },
  ];
}

describe('staff shell on a phone', () => {
  it('sends /staff to the members page in the navigation itself, so the console is never drawn at /staff', async () => {
    const router = createMemoryRouter(staffRoutesWithoutModules(), { initialEntries: ['/members'] });
    const drawnAt: string[] = [];
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') drawnAt.push(state.location.pathname);
    });
    await act(() => router.navigate('/staff'));
    // Drawn at /staff first and redirected by an effect afterwards, a tap in between would be undone.
    expect(drawnAt).toEqual(['/staff/members']);
  });

  it('shows the folded navigation at once when tapped (nothing still sliding in) and folds it when a page is chosen', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const { router } = renderAt('/staff/members', <StaffShell>page</StaffShell>);
    const toggle = screen.getByRole('button', { name: 'Staff pages' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const folded = document.getElementById('staff-nav-folded') as HTMLElement;
    // Reachable as drawn, without `hidden: true`: no height or opacity transition is under way.
    const intake = within(folded).getByRole('link', { name: 'Intake desk' });
    fireEvent.click(intake);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/staff/warehouse/intake');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
