import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { page } from '../page-modules.tsx';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { StaffShell } from '../staff-shell.tsx';
import { RootLayout } from './root-layout.tsx';

const staffMember = {
  code: 'STAFF01',
  email: 'staff@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  role: 'staff',
  countryCode: 'KR',
  createdAt: '2026-01-01T00:00:00.000Z',
  creditAmount: 0,
};

/** The app's root frame with a staff queue and a member page under it, signed in as staff. */
function renderSignedInStaffAt(path: string) {
  mockApi({
    'GET /api/auth/session': { body: { member: staffMember, isExpired: false } },
    'GET /api/cart': { body: { items: [], awaitingPayment: [] } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          {
            path: 'staff/members',
            element: (
              <StaffShell>
                <h1>Members queue</h1>
              </StaffShell>
            ),
          },
          { path: 'packages', element: <h1>My packages</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the staff console has its own header', () => {
  it("shows Fanship Staff, the worker, Sign out and a link to the shop instead of the shop's menu and cart", async () => {
    const router = renderSignedInStaffAt('/staff/members');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Fanship Staff');
    expect(within(header).getByText('Sam Lee')).toBeTruthy();
    expect(within(header).getByText('staff')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // Its shortcuts are not named like the side navigation ('Staff'), so each is found by its own name.
    const shortcuts = within(header).getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Intake desk', 'Packages']);
    // One header only, and none of the shop's entries.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Members queue' })).toBeTruthy();

    // A member page keeps the shop's header.
    await act(() => router.navigate('/packages'));
    expect(await screen.findByRole('heading', { name: 'My packages' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Fanship Staff')).toBeNull();
  });
});

/** The shop's frame: its header with the main navigation, the menu button or the cart. */
function expectNoShopFrame() {
  expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Cart/, hidden: true })).toBeNull();
  expect(screen.queryByRole('button', { name: /menu/i, hidden: true })).toBeNull();
}

describe('a full load of a staff address draws the console frame from the first paint (issue 23)', () => {
  it('shows the console header, not the shop header, while the page code loads and the session is unknown', async () => {
    // The session never answers: what shows is what a full load shows before it does.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: RootLayout,
          children: [
            page('staff/members', () => new Promise<never>(() => {})),
            { path: 'staff/packages', element: <p>Staff packages page</p> },
          ],
        },
      ],
      { initialEntries: ['/staff/members'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The page's loading line (its module still loading).
    expect(within(screen.getByRole('banner')).getByText('Fanship Staff')).toBeTruthy();
    expectNoShopFrame();
    // The layout itself while the session is pending.
    await act(() => router.navigate('/staff/packages'));
    expect(await screen.findByText('Staff packages page')).toBeTruthy();
    expectNoShopFrame();
  });
});

describe('the wide header of a signed-in member', () => {
  it("reaches every request kind in tab order, Packages and Lost & Found from 'My requests' (issue 22)", async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: { ...staffMember, role: 'member' }, isExpired: false } },
      'GET /api/cart': { body: { items: [], awaitingPayment: [] } },
    });
    renderAt('/', <RootLayout />);
    const header = screen.getByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'My requests' }));
    // The dropdown is drawn only while open (jsdom reads its opening transition as hidden); the kinds' links load
    // once the member is known, and come before the locker's pages.
    await screen.findByRole('menuitem', { name: 'Shipping', hidden: true });
    const links = screen
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Incoming', '/incomings'],
      ['OFM', '/ofm'],
      ['Split', '/splits'],
      ['Inclusion', '/inclusions'],
      ['Packing', '/packings'],
      ['Repacking', '/repackings'],
      ['Shipping', '/shippings'],
      ['Packages', '/packages'],
      ['Lost & Found', '/lost-and-found'],
      ['Charges', '/charges'],
      ['Invoices', '/invoices'],
    ]);
  });
});
