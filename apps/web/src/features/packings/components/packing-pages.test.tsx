import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import {
  cancelFromPage,
  cancellableRequest,
  columnHeaders,
  codeListAnswer as lists,
  renderRequestPage,
} from '../../../test/kind-pages.tsx';
import { onePage as page } from '../../../test/package-fixtures.ts';
import { packedBox, packingDetail } from '../../../test/packing-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { PackingDetail, PackingList } from './packing-pages.tsx';

beforeEach(() => resetSubmitLock());

describe('the packing list', () => {
  it('shows Created, ID, Status, Packing Type and Priority Packing, each code linking to its packing, and filters by status', async () => {
    const { calls } = mockApi({ ...lists, 'GET /api/packing-services': { body: page([packingDetail()]) } });
    const { router } = renderAt('/packings', <PackingList />);
    const table = await screen.findByRole('table', { name: 'Packings' });
    expect(columnHeaders(table)).toEqual(['Created', 'ID', 'Status', 'Packing Type', 'Priority Packing']);
    expect(within(table).getByRole('link', { name: 'PA2603070001' }).getAttribute('href')).toBe(
      '/packings/PA2603070001',
    );
    expect(await within(table).findByText('Standard (express carriers)')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New packing' }).getAttribute('href')).toBe('/packings/new');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'SCPA04' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCPA04'));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/packing-services').at(-1)?.search).toBe(
        '?page=1&status=SCPA04',
      ),
    );
  });

  it('says so when the member has no packings', async () => {
    mockApi({ ...lists, 'GET /api/packing-services': { body: page([]) } });
    renderAt('/packings', <PackingList />);
    expect(await screen.findByText('You have no packings yet.')).toBeTruthy();
  });
});

describe('the packing page', () => {
  it('shows the options, the address and the packages, and cancels by DELETE after a confirmation', async () => {
    const cancelled = { status: 'SCPA09', statusLabel: 'Cancelled', cancellable: false, editable: false };
    const { calls } = renderRequestPage(
      '/packings/PA2603070001',
      <PackingDetail code="PA2603070001" />,
      cancellableRequest(
        'GET /api/packing-services/PA2603070001',
        'DELETE /api/packing-services/PA2603070001',
        packingDetail(),
        packingDetail(cancelled),
      ),
    );
    expect(await screen.findByRole('heading', { name: '[Packing] PA2603070001' })).toBeTruthy();
    expect(await screen.findByText('Standard (express carriers)')).toBeTruthy();
    expect(screen.getByText('Vacuum where it saves space (the packer decides)')).toBeTruthy();
    expect(screen.getByText('Keep rolled, in a tube')).toBeTruthy();
    expect(screen.getByText('Please pack the albums upright')).toBeTruthy();
    expect(screen.getByText('Rua Augusta 100')).toBeTruthy();
    const targets = within(screen.getByRole('region', { name: 'Target packages' }));
    expect(targets.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/packages/PK2603010001',
    );
    expect(targets.getByText('Mini album +1')).toBeTruthy();
    expect(targets.getByText('Total 2.05 kg')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pack result' })).toBeNull();
    expect(screen.getByText(/Estimated ₩21,500/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/packings/edit/PA2603070001',
    );

    await cancelFromPage(calls, {
      title: 'Cancel Packing Request?',
      question: /Are you sure to cancel this packing request\?/,
      call: 'DELETE /api/packing-services/PA2603070001',
    });
    expect(await screen.findByText('Packing cancelled.')).toBeTruthy();
  });

  it('shows the pack result of a completed packing: the forward boxes, the videos and the fees', async () => {
    mockApi({
      ...lists,
      'GET /api/packing-services/PA2603070001': {
        body: packingDetail({
          status: 'SCPA04',
          statusLabel: 'Completed',
          editable: false,
          cancellable: false,
          forwardPackages: [packedBox],
          videos: [
            { id: 1, url: '/api/files/a.mp4' },
            { id: 2, url: '/api/files/b.mp4' },
            { id: 3, url: '/api/files/c.mp4' },
          ],
          fees: [
            {
              subType: 'CONSOLIDATION',
              name: 'Consolidation',
              amount: 1_500,
              status: 'UNPAID',
              packageCode: 'PK2603080001',
            },
            {
              subType: 'PRIORITY',
              name: 'Priority packing',
              amount: 20_000,
              status: 'UNPAID',
              packageCode: 'PK2603080001',
            },
          ],
          feeKrw: 21_500,
        }),
      },
    });
    renderAt('/packings/PA2603070001', <PackingDetail code="PA2603070001" />);
    const result = within(await screen.findByRole('region', { name: 'Pack result' }));
    expect(result.getByRole('link', { name: 'PK2603080001' }).getAttribute('href')).toBe(
      '/packages/PK2603080001',
    );
    expect(result.getByText('2.3 kg · 40 × 30 × 20 cm')).toBeTruthy();
    const videos = within(screen.getByRole('region', { name: 'Packing videos' }));
    expect(videos.getAllByLabelText(/^Packing video \d$/)).toHaveLength(2);
    fireEvent.click(videos.getByRole('button', { name: 'Show more (1)' }));
    expect(videos.getAllByLabelText(/^Packing video \d$/)).toHaveLength(3);
    const fees = within(screen.getByRole('region', { name: 'Fees' }));
    expect(fees.getByText('₩20,000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });
});
