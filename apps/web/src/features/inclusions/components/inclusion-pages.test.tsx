import type { Inclusion } from '@fanship/domain/warehouse/inclusion';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { inclusionDetail, inclusionSummary } from '../../../test/inclusion-fixtures.ts';
import {
  cancelFromPage,
  columnHeaders,
  codeListAnswer as lists,
  renderRequestPage,
} from '../../../test/kind-pages.tsx';
import { onePage } from '../../../test/package-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { InclusionDetail, InclusionList } from './inclusion-pages.tsx';

beforeEach(() => resetSubmitLock());

/** The page of IC2603050001 answering `detail`, and the calls made; inside the modals a cancel confirms in. */
function renderDetail(detail: Inclusion) {
  return renderRequestPage('/inclusions/IC2603050001', <InclusionDetail code="IC2603050001" />, {
    'GET /api/inclusion-services/IC2603050001': { body: detail },
    'POST /api/inclusion-services/IC2603050001/cancel': { status: 204 },
  });
}

describe('the inclusion list', () => {
  it('shows Created, ID, Status, Album Type, Artist/Album and Item (first version +N)', async () => {
    mockApi({
      ...lists,
      'GET /api/inclusion-services': {
        body: onePage([
          inclusionSummary(),
          inclusionSummary({
            code: 'IC2603050002',
            benefitOnly: true,
            firstVersionName: null,
            itemCount: 0,
          }),
        ]),
      },
    });
    renderAt('/inclusions', <InclusionList />);
    const table = await screen.findByRole('table', { name: 'Inclusions' });
    expect(columnHeaders(table)).toEqual(['Created', 'ID', 'Status', 'Album Type', 'Artist/Album', 'Item']);
    expect(within(table).getByRole('link', { name: 'IC2603050001' }).getAttribute('href')).toBe(
      '/inclusions/IC2603050001',
    );
    expect(within(table).getByText('Ver. A +1')).toBeTruthy();
    expect(within(table).getAllByText('SEVENTEEN / FML')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'New inclusion' }).getAttribute('href')).toBe('/inclusions/new');
  });

  it('says so when the member has no inclusions', async () => {
    mockApi({
      ...lists,
      'GET /api/inclusion-services': { body: onePage([]) },
    });
    renderAt('/inclusions', <InclusionList />);
    expect(await screen.findByText('You have no inclusions yet.')).toBeTruthy();
  });
});

describe('the inclusion page', () => {
  it('shows its fields, the request packages (two and +N, all in Package Items) and the items table', async () => {
    renderDetail(inclusionDetail());
    expect(await screen.findByRole('heading', { name: '[Inclusion] IC2603050001' })).toBeTruthy();
    expect(screen.getByText('Photocards/CD')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 image +1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PK2603010001, PK2603010002 +1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Items' });
    expect(within(dialog).getByRole('link', { name: 'PK2603010003' }).getAttribute('href')).toBe(
      '/packages/PK2603010003',
    );
    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Version Name',
      'Total Number of Albums',
      'Signed',
      'Kept sealed',
      'Opened',
    ]);
    expect(items.getByText('Ver. B')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Inclusion Completed' })).toBeNull();
  });

  it("shows 'Inclusion Completed' with the result package and the videos once completed", async () => {
    renderDetail(
      inclusionDetail({
        status: 'SCIL04',
        statusLabel: 'Completed',
        editable: false,
        cancellable: false,
        benefitOnly: true,
        inclusionType: '-',
        resultPackageCode: 'PK2603090001',
        videos: [{ id: 1, url: '/files/v1.mp4' }],
      }),
    );
    const done = within(await screen.findByRole('region', { name: 'Inclusion Completed' }));
    expect(done.getByRole('link', { name: 'PK2603090001' }).getAttribute('href')).toBe(
      '/packages/PK2603090001',
    );
    fireEvent.click(done.getByRole('button', { name: 'Videos (1)' }));
    expect(await screen.findByLabelText('Inclusion video 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('offers Edit and cancels after the confirmation while requested', async () => {
    const { calls } = renderDetail(inclusionDetail());
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/inclusions/edit/IC2603050001',
    );
    await cancelFromPage(calls, {
      title: 'Cancel Inclusion Request?',
      question: /Are you sure to cancel this inclusion request\?/,
      call: 'POST /api/inclusion-services/IC2603050001/cancel',
    });
  });
});
