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
import { onePage } from '../../../test/package-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { splitDetail, splitResults, splitSummary } from '../../../test/split-fixtures.ts';
import { SplitDetail, SplitList } from './split-pages.tsx';

beforeEach(() => resetSubmitLock());

describe('the split list', () => {
  it('shows Created, ID, Status and Type, each code linking to its split, and filters by status in the address', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/split-services': {
        body: onePage([splitSummary()]),
      },
    });
    const { router } = renderAt('/splits', <SplitList />);
    const table = await screen.findByRole('table', { name: 'Splits' });
    expect(columnHeaders(table)).toEqual(['Created', 'ID', 'Status', 'Type']);
    expect(within(table).getByRole('link', { name: 'SP2603050001' }).getAttribute('href')).toBe(
      '/splits/SP2603050001',
    );
    expect(within(table).getByText('K-Packet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New split' }).getAttribute('href')).toBe('/splits/new');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'SCSP03' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCSP03'));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/split-services').at(-1)?.search).toBe(
        '?page=1&status=SCSP03',
      ),
    );
  });

  it('says so when the member has no splits', async () => {
    mockApi({
      ...lists,
      'GET /api/split-services': { body: onePage([]) },
    });
    renderAt('/splits', <SplitList />);
    expect(await screen.findByText('You have no splits yet.')).toBeTruthy();
  });
});

describe('the split page', () => {
  it('shows the package, contents, note and estimate, and cancels after a confirmation', async () => {
    const cancelled = { status: 'SCSP09', statusLabel: 'Cancelled', cancellable: false, editable: false };
    const { calls } = renderRequestPage(
      '/splits/SP2603050001',
      <SplitDetail code="SP2603050001" />,
      cancellableRequest(
        'GET /api/split-services/SP2603050001',
        'POST /api/split-services/SP2603050001/cancel',
        splitDetail(),
        splitDetail(cancelled),
      ),
    );
    expect(await screen.findByRole('heading', { name: '[Split] SP2603050001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/packages/PK2603010001',
    );
    const contents = within(screen.getByRole('region', { name: 'Contents' }));
    expect(contents.getByText('Albums of the first box')).toBeTruthy();
    expect(contents.getByText('Keep the posters flat')).toBeTruthy();
    expect(screen.getByText(/Estimated ₩5,000 \(₩2,500 × 2 packages\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/splits/edit/SP2603050001');

    await cancelFromPage(calls, {
      title: 'Cancel Split Request?',
      question: /Are you sure to cancel this split request\?/,
      call: 'POST /api/split-services/SP2603050001/cancel',
    });
    expect(await screen.findByText('Split cancelled.')).toBeTruthy();
  });

  it('lists the new packages of a completed split, each linking to its page, with their fees', async () => {
    mockApi({
      ...lists,
      'GET /api/split-services/SP2603050001': {
        body: splitDetail({
          status: 'SCSP03',
          statusLabel: 'Completed',
          editable: false,
          cancellable: false,
          resultPackages: splitResults,
          fees: splitResults.map((pkg) => ({
            subType: 'SPLIT',
            name: 'Split',
            amount: 2_500,
            status: 'UNPAID',
            packageCode: pkg.code,
          })),
        }),
      },
    });
    renderAt('/splits/SP2603050001', <SplitDetail code="SP2603050001" />);
    const results = within(await screen.findByRole('region', { name: 'Result packages' }));
    expect(results.getByRole('link', { name: 'PK2603060001' }).getAttribute('href')).toBe(
      '/packages/PK2603060001',
    );
    expect(results.getByRole('link', { name: 'PK2603060002' }).getAttribute('href')).toBe(
      '/packages/PK2603060002',
    );
    expect(results.getByText('1.2 kg · 30 × 20 × 10 cm')).toBeTruthy();
    const fees = within(screen.getByRole('region', { name: 'Fees' }));
    expect(fees.getAllByText('₩2,500')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });
});
