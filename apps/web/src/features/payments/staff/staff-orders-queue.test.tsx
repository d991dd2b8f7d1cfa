import { orderMachine } from '@fanship/domain/requests/status-machines';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as StaffRequestsRoute } from '../../../app/routes/staff-requests.tsx';
import { StaffShell } from '../../../app/staff-shell.tsx';
import { mockApi, renderAt } from '../../../test/render.tsx';

const counts = Object.entries(orderMachine.statuses).map(([status, label]) => ({
  status,
  label,
  count: status === 'OR02' ? 1 : status === 'OR01' ? 2 : 0,
}));

const row = {
  code: 'OR2603010001',
  status: 'OR02',
  statusLabel: 'Deposit submitted',
  createdAt: '2026-03-01T09:30:00.000Z',
  member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
  summary: 'Bank transfer (Wise) · ₩42,000 to pay',
  amountKrw: 43_000,
};

function openConsole(path: string) {
  const { calls } = mockApi({
    'GET /api/auth/session': { body: { member: { role: 'staff' }, isExpired: false } },
    'GET /api/staff/requests/order': {
      body: { content: [row], currentPage: 1, totalPages: 1, totalElements: 3, counts },
    },
  });
  const rendered = renderAt(
    path,
    <StaffShell>
      <StaffRequestsRoute />
    </StaffShell>,
    '/staff/requests/:kind',
  );
  return { calls, ...rendered };
}

/** The side navigation drawn for wide screens (the phone's folded copy is the second). */
const staffNav = () => within(screen.getAllByRole('navigation', { name: 'Staff' })[0] as HTMLElement);

describe('orders in the staff console', () => {
  it('lists Orders beside Requests (not as a request kind) with the shortcut to deposits to confirm', async () => {
    const { calls, router } = openConsole('/staff/requests/order');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    const nav = staffNav();
    expect(nav.getByRole('link', { name: 'OFM' }).getAttribute('href')).toBe('/staff/requests/ofm');
    expect(nav.queryByRole('link', { name: 'Order' })).toBeNull();
    const all = nav.getByRole('link', { name: 'All orders' });
    const deposits = nav.getByRole('link', { name: 'Deposits to confirm' });
    expect(all.getAttribute('href')).toBe('/staff/requests/order');
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(deposits.getAttribute('href')).toBe('/staff/requests/order?status=OR02');
    expect(deposits.getAttribute('aria-current')).toBeNull();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('link', { name: row.code }).getAttribute('href')).toBe(
      `/staff/requests/order/${row.code}`,
    );

    fireEvent.click(deposits);
    await waitFor(() => expect(router.state.location.search).toBe('?status=OR02'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('status=OR02'));
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(
      within(filter)
        .getByRole('button', { name: /Deposit submitted\s*1/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(staffNav().getByRole('link', { name: 'Deposits to confirm' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(staffNav().getByRole('link', { name: 'All orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('is the 404 page for a kind staff have no queue for', async () => {
    openConsole('/staff/requests/invoices');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
