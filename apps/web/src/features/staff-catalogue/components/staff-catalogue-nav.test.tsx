import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { AdminOnly } from './admin-only.tsx';
import { StaffCatalogueNav } from './staff-catalogue-nav.tsx';

function signedInAs(role: 'staff' | 'admin') {
  mockApi({
    'GET /api/auth/session': {
      body: {
        member: {
          code: 'STAFF01',
          email: 'staff@example.com',
          firstName: 'Sam',
          lastName: 'Lee',
          role,
          countryCode: 'KR',
        },
        isExpired: false,
      },
    },
  });
}

describe('staff catalogue navigation', () => {
  it('hides the settings entries from staff who are not admins', async () => {
    signedInAs('staff');
    renderAt('/staff/members', <StaffCatalogueNav />);
    expect(await screen.findByRole('link', { name: 'Shop products', hidden: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help', hidden: true }).getAttribute('href')).toBe('/staff/help');
    expect(screen.queryByRole('link', { name: 'Exchange rates', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rate cards', hidden: true })).toBeNull();
    expect(screen.queryByText('Settings')).toBeNull();
  });

  it('lists the settings for admins', async () => {
    signedInAs('admin');
    renderAt('/staff/members', <StaffCatalogueNav />);
    expect(await screen.findByRole('link', { name: 'Exchange rates', hidden: true })).toBeTruthy();
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rate cards', hidden: true }).getAttribute('href')).toBe(
      '/staff/rate-cards',
    );
  });

  it('shows staff who are not admins the 404 page on a settings screen', async () => {
    signedInAs('staff');
    renderAt('/staff/exchange-rates', <AdminOnly>Exchange rate form</AdminOnly>);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Exchange rate form')).toBeNull();
  });

  it('shows admins the settings screen', async () => {
    signedInAs('admin');
    renderAt('/staff/exchange-rates', <AdminOnly>Exchange rate form</AdminOnly>);
    expect(await screen.findByText('Exchange rate form')).toBeTruthy();
  });
});
