import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import {
  cancelFromPage,
  cancellableRequest,
  columnHeaders,
  codeListAnswer as lists,
  renderRequestPage,
} from '../../../test/kind-pages.tsx';
import { onePage } from '../../../test/package-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { completedRepacking, repackingDetail, repackingSummary } from '../../../test/repacking-fixtures.ts';
import { RepackingDetail, RepackingList } from './repacking-pages.tsx';

const page = (content: unknown[]) => ({ body: onePage(content) });

beforeEach(() => resetSubmitLock());

describe('the repacking list', () => {
  it("shows Created, ID, Status, Package and Item (the first name and '+N'), each code linking to its repacking", async () => {
    mockApi({
      ...lists,
      'GET /api/repacking-services': page([
        repackingSummary(),
        repackingSummary({ code: 'RP2603090002', firstItemName: 'Poster', itemCount: 1 }),
        repackingSummary({ code: 'RP2603090003', firstItemName: null, itemCount: 0 }),
      ]),
    });
    renderAt('/repackings', <RepackingList />);
    const table = await screen.findByRole('table', { name: 'Repackings' });
    expect(columnHeaders(table)).toEqual(['Created', 'ID', 'Status', 'Package', 'Item']);
    expect(within(table).getByRole('link', { name: 'RP2603090001' }).getAttribute('href')).toBe(
      '/repackings/RP2603090001',
    );
    expect(within(table).getAllByText('PK2603010004')).toHaveLength(3);
    expect(within(table).getByText('Mini album +2')).toBeTruthy();
    expect(within(table).getByText('Poster')).toBeTruthy();
    expect(within(table).getByText('-')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New repacking' }).getAttribute('href')).toBe('/repackings/new');
  });

  it('says so when the member has no repackings', async () => {
    mockApi({ ...lists, 'GET /api/repacking-services': page([]) });
    renderAt('/repackings', <RepackingList />);
    expect(await screen.findByText('You have no repackings yet.')).toBeTruthy();
  });
});

describe('the repacking page', () => {
  it("shows the box, the packages to add and the note, and cancels by DELETE after the spec's confirmation", async () => {
    const cancelled = { status: 'SCRE09', statusLabel: 'Cancelled', cancellable: false, editable: false };
    const { calls } = renderRequestPage(
      '/repackings/RP2603090001',
      <RepackingDetail code="RP2603090001" />,
      cancellableRequest(
        'GET /api/repacking-services/RP2603090001',
        'DELETE /api/repacking-services/RP2603090001',
        repackingDetail(),
        repackingDetail(cancelled),
      ),
    );
    expect(await screen.findByRole('heading', { name: '[Repacking] RP2603090001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PK2603010004' }).getAttribute('href')).toBe(
      '/packages/PK2603010004',
    );
    const added = within(screen.getByRole('region', { name: 'Added packages' }));
    expect(added.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/packages/PK2603010001',
    );
    expect(added.getByText('Mini album +1')).toBeTruthy();
    expect(added.getByText('Total 2.05 kg')).toBeTruthy();
    expect(screen.getByText('Please keep the posters flat')).toBeTruthy();
    expect(screen.getByText(/Estimated ₩30,000 for the weight added/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Repacking Completed' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/repackings/edit/RP2603090001',
    );

    await cancelFromPage(calls, {
      title: 'Cancel Repacking Request?',
      question: /Are you sure to cancel this repacking request\?/,
      call: 'DELETE /api/repacking-services/RP2603090001',
    });
    expect(await screen.findByText('Repacking cancelled.')).toBeTruthy();
  });

  it("shows 'Repacking Completed' at SCRE03 with the date, the new box's link and the videos, and no Edit or Cancel", async () => {
    mockApi({ ...lists, 'GET /api/repacking-services/RP2603090001': { body: completedRepacking() } });
    renderAt('/repackings/RP2603090001', <RepackingDetail code="RP2603090001" />);
    const done = within(await screen.findByRole('region', { name: 'Repacking Completed' }));
    expect(done.getByText('2026-03-10 14:30 KST')).toBeTruthy();
    expect(done.getByRole('link', { name: 'PK2603100001' }).getAttribute('href')).toBe(
      '/packages/PK2603100001',
    );
    expect(done.getByLabelText('Repacking video 1').getAttribute('src')).toBe(
      'https://videos.example/repack-7.mp4',
    );
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('says so when the repacking cannot be loaded', async () => {
    mockApi({
      ...lists,
      'GET /api/repacking-services/RP2603090001': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    });
    renderAt('/repackings/RP2603090001', <RepackingDetail code="RP2603090001" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByText('Something went wrong').length).toBeGreaterThan(0);
  });
});
