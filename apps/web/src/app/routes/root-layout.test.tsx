import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/render.tsx';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { routes } from '../router.tsx';

const member = { code: 'ABC1234', firstName: 'Min', lastName: 'Ji', email: 'a@b.co', role: 'member' };

function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => notifications.clean());

describe('site header', () => {
  it('offers Login and Sign Up to a visitor', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows My account and Logout to a member, and logs out to the start page', async () => {
    let isSignedIn = true;
    const { calls } = mockApi({
      'GET /api/auth/session': () => ({ body: { member: isSignedIn ? member : null, isExpired: false } }),
      'GET /api/me/addresses': { body: [] },
      'GET /api/cart': { body: { items: [] } },
      'POST /api/auth/sign-out': () => {
        isSignedIn = false;
        return { status: 204 };
      },
    });
    const router = renderSite('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My account' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/auth/sign-out')).toBe(true);
  });
});

describe("a member's own pages in the navigation", () => {
  const signedIn = () =>
    mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/me/addresses': { body: [] },
      'GET /api/cart': { body: { items: [] } },
    });
  const ownPages = [
    ['Incoming', '/incomings'],
    ['OFM', '/ofm'],
    ['Packages', '/packages'],
    ['Lost & Found', '/lost-and-found'],
    ['Charges', '/charges'],
    ['Invoices', '/invoices'],
  ] as const;

  it("reaches the request kinds, Packages, Lost & Found and the payment pages from the wide header's menu", async () => {
    signedIn();
    renderSite('/profile');
    // The page first, so the header is the page's (not the loading frame's, which the page replaces).
    await screen.findByRole('region', { name: 'Payments' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'My requests' }));
    await screen.findByRole('menuitem', { name: 'Incoming' });
    // In jsdom the menu closes again at once (as 'More' does), its items kept in the document.
    for (const [label, path] of ownPages) {
      const entry = screen.getByRole('menuitem', { name: label, hidden: true });
      expect(entry.getAttribute('href')).toBe(path);
    }
    expect(screen.getByText('Warehouse')).toBeTruthy();
  });

  it('lists the same pages under their headings in the phone menu', async () => {
    signedIn();
    renderSite('/profile');
    // The account page links the payment pages on every width.
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payments.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/charges');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    for (const [label, path] of ownPages) {
      expect(menu.getByRole('link', { name: label }).getAttribute('href')).toBe(path);
    }
    expect(menu.getByText('Payments')).toBeTruthy();
  });

  it('draws the payment return pages without the site frame and without asking anyone to log in', async () => {
    const { calls } = mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const router = renderSite(
      '/payment/failure?merchant_order_ref=OR2603010001&status_code=4004&status_reason=Declined',
    );
    expect(await screen.findByRole('heading', { name: 'Payment Failure' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/failure');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(calls.some((call) => call.key === 'GET /api/auth/session')).toBe(false);
  });
});

describe('full page load', () => {
  it("shows the site frame while the page module loads, without React Router's HydrateFallback warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    renderSite('/');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fanship' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(warnings.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
  });
});
