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

    fireEvent.click(screen.getByRole('button', { name: '2' }));
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
