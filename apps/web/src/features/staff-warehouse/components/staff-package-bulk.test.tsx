import type { StaffPackageRow } from '@fanship/domain/warehouse/intake';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffPackageList } from './staff-package-list.tsx';

const row = (code: string): StaffPackageRow => ({
  code,
  type: 'R',
  typeLabel: 'Received parcel',
  status: 'ARRIVED',
  statusLabel: 'Arrived',
  trackingNo: null,
  owner: null,
  receiverName: null,
  itemSummary: null,
  weightGrams: 1_000,
  createdAt: '2026-03-01T01:00:00.000Z',
  storage: null,
});

const listed = {
  'GET /api/staff/packages': {
    body: { content: [row('PK1'), row('PK2'), row('PK3')], currentPage: 1, totalPages: 1, totalElements: 3 },
  },
};

describe('staff package list bulk status change', () => {
  it('moves the chosen packages to one status with one reason and shows what moved and what was refused', async () => {
    const { calls } = mockApi({
      ...listed,
      'POST /api/staff/packages/change-status': {
        body: {
          moved: [{ code: 'PK1', status: 'PARTIALLY_ARRIVED', statusLabel: 'Partially arrived' }],
          refused: [{ code: 'PK3', message: 'This package is shipped: it cannot be changed this way.' }],
        },
      },
    });
    renderAt('/staff/packages', <StaffPackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    const button = () => screen.getByRole('button', { name: /^Change status \(/ });
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select PK1' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select PK3' }));
    expect(button().textContent).toBe('Change status (2)');

    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 2 packages' });
    const submit = within(dialog).getByRole('button', { name: 'Change status' });
    // No status is chosen at first, so the routine (not red) submit waits for one.
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(submit.getAttribute('style') ?? '').not.toContain('red');
    fireEvent.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Partially arrived', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Shelf check' },
    });
    fireEvent.click(submit);

    const result = await screen.findByRole('list', { name: 'Status change results' });
    expect(calls.find((call) => call.key === 'POST /api/staff/packages/change-status')?.body).toEqual({
      codes: ['PK1', 'PK3'],
      to: 'PARTIALLY_ARRIVED',
      reason: 'Shelf check',
    });
    expect(within(result).getByText('Now partially arrived')).toBeTruthy();
    expect(within(result).getByText('This package is shipped: it cannot be changed this way.')).toBeTruthy();
    expect(screen.getByText('1 moved, 1 refused')).toBeTruthy();
    await waitFor(() => expect(button().textContent).toBe('Change status (0)'));
  });

  it("chooses every package of the page from the phone's 'Select all on this page'", async () => {
    mockApi(listed);
    renderAt('/staff/packages', <StaffPackageList />);
    await screen.findByRole('table', { name: 'Packages' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: /^Change status \(/ }).textContent).toBe('Change status (3)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: /^Change status \(/ }).textContent).toBe('Change status (0)');
  });
});
