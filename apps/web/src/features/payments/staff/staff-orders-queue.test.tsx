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
  deposit: { reference: '#123456789', sentUsdCents: 3_150, expectedUsdCents: 3_150 },
};

function openConsole(path: string, rows = [row], more: Parameters<typeof mockApi>[0] = {}) {
  const { calls } = mockApi({
    'GET /api/auth/session': { body: { member: { role: 'staff' }, isExpired: false } },
    'GET /api/staff/requests/order': {
      body: { content: rows, currentPage: 1, totalPages: 1, totalElements: 3, counts },
    },
    ...more,
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

  it('shows each deposit reference and the USD sent beside the USD expected, marked when they differ', async () => {
    const short = {
      ...row,
      code: 'OR2603010002',
      deposit: { reference: '#987654321', sentUsdCents: 3_000, expectedUsdCents: 3_150 },
    };
    openConsole('/staff/requests/order?status=OR02', [row, short]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Payment' })).toBeTruthy();
    const rowOf = (code: string) => within(within(table).getByRole('link', { name: code }).closest('tr')!);
    expect(rowOf(row.code).getByText('#123456789')).toBeTruthy();
    expect(rowOf(row.code).getByText('Sent $31.50')).toBeTruthy();
    expect(rowOf(row.code).getByText('Expected $31.50')).toBeTruthy();
    expect(rowOf(row.code).getByText('Sent $31.50').getAttribute('data-differs')).toBeNull();
    expect(rowOf(short.code).getByText('Expected $31.50')).toBeTruthy();
    const differs = rowOf(short.code).getByText('Sent $30.00 (differs)');
    expect(differs.getAttribute('data-differs')).toBe('true');
    // Only a deposit sent as expected may be confirmed in bulk.
    expect(rowOf(row.code).getByRole('checkbox', { name: `Select ${row.code}` })).toBeTruthy();
    expect(rowOf(short.code).queryByRole('checkbox')).toBeNull();
    expect(screen.getByLabelText(/deposit reference/)).toBeTruthy();
  });

  it('confirms the chosen deposits in one go and says per order what happened', async () => {
    const second = { ...row, code: 'OR2603010003' };
    const { calls } = openConsole('/staff/requests/order?status=OR02', [row, second], {
      'POST /api/staff/orders/confirm-deposits': {
        body: {
          results: [
            { code: row.code, confirmed: true, message: null },
            { code: second.code, confirmed: false, message: 'Already confirmed.' },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const confirm = screen.getByRole('button', { name: 'Confirm selected deposits (0)' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm selected deposits (2)' }));
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(calls.find((call) => call.key === 'POST /api/staff/orders/confirm-deposits')?.body).toEqual({
      codes: [row.code, second.code],
    });
    expect(within(results).getByText('Confirmed')).toBeTruthy();
    expect(within(results).getByText('Already confirmed.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 of 2 done');
    expect(screen.getByRole('button', { name: 'Confirm selected deposits (0)' })).toBeTruthy();
  });

  it('chooses every choosable deposit of the page at once on a phone (no table header there)', async () => {
    const short = { ...row, code: 'OR2603010004', deposit: { ...row.deposit, sentUsdCents: 3_000 } };
    openConsole('/staff/requests/order?status=OR02', [row, short]);
    await screen.findByRole('table', { name: 'Orders' });
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    fireEvent.click(all);
    expect(screen.getByRole('button', { name: 'Confirm selected deposits (1)' })).toBeTruthy();
    expect(
      (screen.getAllByRole('checkbox', { name: `Select ${row.code}` })[0] as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('button', { name: 'Confirm selected deposits (0)' })).toBeTruthy();
  });

  it('is the 404 page for a kind staff have no queue for', async () => {
    openConsole('/staff/requests/invoices');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
