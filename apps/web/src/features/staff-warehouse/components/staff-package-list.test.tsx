import type { StaffPackageRow } from '@fanship/domain/warehouse/intake';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffPackageList } from './staff-package-list.tsx';

const row = (overrides: Partial<StaffPackageRow> = {}): StaffPackageRow => ({
  code: 'PK2603010001',
  type: 'R',
  status: 'ARRIVED',
  statusLabel: 'Arrived',
  trackingNo: 'CJ123',
  owner: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
  receiverName: null,
  itemSummary: 'Mini album +1',
  weightGrams: 1_250,
  createdAt: '2026-03-01T01:00:00.000Z',
  typeLabel: 'Received parcel',
  storage: null,
  ...overrides,
});

const page = (content: StaffPackageRow[], totalPages = 1) => ({
  content,
  currentPage: 1,
  totalPages,
  totalElements: content.length,
});

describe('staff package list', () => {
  it('lists packages with links, their owner or the pool, and keeps search and paging in the address bar', async () => {
    const { calls } = mockApi({
      'GET /api/staff/packages': {
        body: page(
          [row(), row({ code: 'PK2603010002', owner: null, receiverName: 'J. Kim', trackingNo: null })],
          2,
        ),
      },
    });
    const { router } = renderAt('/staff/packages', <StaffPackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(screen.getByText('2 packages')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010001',
    );
    expect(within(table).getByText('Mina Park (FAN0001)')).toBeTruthy();
    expect(within(table).getByText(/Lost & found · J\. Kim/)).toBeTruthy();
    expect(within(table).getAllByText('1.25 kg')).toHaveLength(2);
    // The phone cards open the same pages; a card is named by what it shows, after 'Open' (WCAG 2.5.3).
    const card = screen.getByRole('link', { name: /^Open PK2603010002/ });
    expect(card.getAttribute('href')).toBe('/staff/packages/PK2603010002');
    expect(card.getAttribute('aria-label')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('page=2'));

    const searchBox = screen.getByRole('searchbox', { name: 'Search packages' });
    // The server also matches the member's name (staff-packages.repository.ts), so the box says so.
    expect(searchBox.getAttribute('placeholder')).toBe(
      'Package code, tracking number, member ID, email or name',
    );
    fireEvent.change(searchBox, {
      target: { value: 'CJ123' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=CJ123'), { timeout: 2000 });
    await waitFor(() => expect(calls.at(-1)?.search).toContain('search=CJ123'));
  });

  it('names types and statuses, explains the types, shows time with date and storage days left', async () => {
    const storage = { daysStored: 34, freeDays: 45, lastFreeDay: '2026-04-14', warning: false, feeKrw: 0 };
    mockApi({
      'GET /api/staff/packages': {
        body: page([
          row({ storage: { ...storage, daysLeft: 12, chargeableDays: 0 } }),
          row({
            code: 'PK2603010002',
            type: 'L',
            typeLabel: 'Lost & found parcel',
            status: 'UNCLAIMED',
            statusLabel: 'Unclaimed',
            storage: { ...storage, daysLeft: -3, chargeableDays: 3 },
          }),
        ]),
      },
    });
    renderAt('/staff/packages', <StaffPackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(within(table).getByText('R · Received parcel')).toBeTruthy();
    expect(within(table).getByText('L · Lost & found parcel')).toBeTruthy();
    expect(within(table).getByText('Unclaimed')).toBeTruthy();
    expect(within(table).getAllByText('2026-03-01 10:00 KST')).toHaveLength(2);
    expect(within(table).getByText('12 free days left')).toBeTruthy();
    expect(within(table).getByText('3 days charged')).toBeTruthy();
    // The legend opens on a tap as well as a click.
    fireEvent.click(screen.getByRole('button', { name: 'What do the package types mean?' }));
    const legend = await screen.findByRole('list', { name: 'Package types' });
    expect(within(legend).getByText('M · Merchandise bought for you')).toBeTruthy();
  });

  it('sorts by a column heading (aria-sort) or the Sort select, kept in the address bar', async () => {
    const { calls } = mockApi({ 'GET /api/staff/packages': { body: page([row()]) } });
    const { router } = renderAt('/staff/packages?sort=weight', <StaffPackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=weight'));
    const heading = (name: string) => within(table).getByRole('columnheader', { name });
    expect(heading('Weight').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Code').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(table).getByRole('button', { name: 'Weight' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-weight'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=-weight'));
    expect(heading('Weight').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(table).getByRole('button', { name: 'Storage' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=storage'));

    // The phone's select says the same sorts in words.
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Heaviest first', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-weight'));
  });

  it('says when nothing matches the filters, and offers a retry when the list fails', async () => {
    mockApi({ 'GET /api/staff/packages': { body: page([]) } });
    renderAt('/staff/packages?status=ARRIVED', <StaffPackageList />);
    expect(await screen.findByText('No packages match these filters.')).toBeTruthy();

    mockApi({
      'GET /api/staff/packages': { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again later' } },
    });
    renderAt('/staff/packages', <StaffPackageList />);
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
