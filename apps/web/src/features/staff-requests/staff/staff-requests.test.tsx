import { ofmTypeLabels } from '@fanship/domain/pricing/ofm-type-labels';
import {
  claimRequestKind,
  type RequestKindConfig,
  requestKind,
} from '@fanship/domain/requests/request-kinds';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { shippingCarrierLabels } from '@fanship/domain/warehouse/forwarding-code-lists';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { ofmRequestFixture } from '../../../test/ofm-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffRequestQueue } from './staff-request-queue.tsx';

const ofmKind = { machine: ofmMachine, title: 'OFM', path: '/ofm', built: true, types: ofmTypeLabels };

const row = (index: number, status = 'SCOM01') => ({
  code: `OF26112400${String(index).padStart(2, '0')}`,
  status,
  statusLabel: status === 'SCOM01' ? 'Awaiting payment' : 'Cancelled',
  createdAt: '2026-11-24T01:00:00.000Z',
  member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
  summary: 'Online purchase (regular) · Album Shop · Mini album +1',
  amountKrw: 43_000,
});

const counts = Object.entries(ofmMachine.statuses).map(([status, label]) => ({
  status,
  label,
  count: status === 'SCOM01' ? 2 : status === 'SCOM09' ? 1 : 0,
}));

const queue = (content: unknown[]) => ({ content, currentPage: 1, totalPages: 1, totalElements: 3, counts });

describe('staff request queue', () => {
  it('shows every status with its count, filters by status and searches, keeping both in the address bar', async () => {
    const { calls } = mockApi({ 'GET /api/staff/requests/ofm': { body: queue([row(1), row(2)]) } });
    const { router } = renderAt('/staff/requests/ofm', <StaffRequestQueue kind={ofmKind} />);
    const table = await screen.findByRole('table', { name: 'OFM requests' });
    expect(within(table).getByRole('link', { name: 'OF2611240001' }).getAttribute('href')).toBe(
      '/staff/requests/ofm/OF2611240001',
    );
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(
      within(filter)
        .getByRole('button', { name: /^All\s*3$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(filter).getByRole('button', { name: /Awaiting payment\s*2/ })).toBeTruthy();
    expect(within(filter).getByRole('button', { name: /Cancelled\s*1/ })).toBeTruthy();

    fireEvent.click(within(filter).getByRole('button', { name: /Cancelled\s*1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCOM09'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('status=SCOM09'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by code or member' }), {
      target: { value: 'mina@' },
    });
    await waitFor(() => expect(calls.at(-1)?.search).toContain('search=mina%40'), { timeout: 2000 });
    expect(router.state.location.search).toContain('status=SCOM09');
  });

  it('sorts by a column heading on a desktop and by a select on a phone, keeping the sort in the address bar', async () => {
    const { calls } = mockApi({ 'GET /api/staff/requests/ofm': { body: queue([row(1), row(2)]) } });
    const { router } = renderAt('/staff/requests/ofm?status=SCOM01', <StaffRequestQueue kind={ofmKind} />);
    const table = await screen.findByRole('table', { name: 'OFM requests' });
    const heading = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(heading('Created').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Code').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(heading('Code')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=code%2Casc'));
    expect(router.state.location.search).toContain('status=SCOM01');
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=code%2Casc'));
    await waitFor(() => expect(heading('Code').getAttribute('aria-sort')).toBe('ascending'));
    expect(heading('Created').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(heading('Code')).getByRole('button'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=code%2Cdesc'));
    // The phone's select says the same sort and changes it.
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('code,desc');
    fireEvent.change(select, { target: { value: 'member,asc' } });
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=member%2Casc'));
    expect(heading('Member').getAttribute('aria-sort')).toBe('ascending');
  });

  it("filters by the kind's type with its labels beside the status chips (none for a kind without types)", async () => {
    const { calls } = mockApi({
      'GET /api/staff/requests/ofm': { body: queue([row(1)]) },
      'GET /api/staff/requests/claim': { body: { ...queue([]), counts: [] } },
    });
    const { router, unmount } = renderAt('/staff/requests/ofm', <StaffRequestQueue kind={ofmKind} />);
    await screen.findByRole('table', { name: 'OFM requests' });
    const type = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(within(type).getByRole('option', { name: 'Online purchase (priority)' })).toBeTruthy();
    expect(within(type).queryByRole('option', { name: 'ONLINE_PRIORITY' })).toBeNull();
    fireEvent.change(type, { target: { value: 'ONLINE_PRIORITY' } });
    await waitFor(() => expect(router.state.location.search).toContain('type=ONLINE_PRIORITY'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('type=ONLINE_PRIORITY'));
    unmount();
    renderAt('/staff/requests/claim', <StaffRequestQueue kind={claimRequestKind} />);
    await screen.findByText('No Claims yet.');
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });

  it('filters the shipping queue by carrier, named by the domain’s carrier labels', async () => {
    const { calls } = mockApi({ 'GET /api/staff/requests/shipping': { body: { ...queue([]), counts: [] } } });
    const shipping = requestKind('shipping') as RequestKindConfig;
    const { router } = renderAt('/staff/requests/shipping', <StaffRequestQueue kind={shipping} />);
    await screen.findByText('No Shipping requests yet.');
    const type = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', ...Object.values(shippingCarrierLabels)]);
    fireEvent.change(type, { target: { value: 'EMS' } });
    await waitFor(() => expect(router.state.location.search).toContain('type=EMS'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('type=EMS'));
  });

  it('sorts by amount where the kind declares it (heading and phone select), nowhere else', async () => {
    const { calls } = mockApi({
      'GET /api/staff/requests/ofm': { body: queue([row(1), row(2)]) },
      'GET /api/staff/requests/packing': { body: { ...queue([]), counts: [] } },
    });
    const ofm = renderAt(
      '/staff/requests/ofm',
      <StaffRequestQueue kind={{ ...ofmKind, sortsByAmount: true }} />,
    );
    const table = await screen.findByRole('table', { name: 'OFM requests' });
    const amount = () => within(table).getByRole('columnheader', { name: /^Amount/ });
    expect(amount().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(amount()).getByRole('button'));
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=amount%2Casc'));
    await waitFor(() => expect(amount().getAttribute('aria-sort')).toBe('ascending'));
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('amount,asc');
    fireEvent.change(select, { target: { value: 'amount,desc' } });
    await waitFor(() => expect(calls.at(-1)?.search).toContain('sort=amount%2Cdesc'));
    await waitFor(() => expect(amount().getAttribute('aria-sort')).toBe('descending'));
    ofm.unmount();
    // Packing shows amounts it has no SQL for: its Amount heading is not a sort, its select offers none, and an
    // address asking for it gets the default order.
    renderAt(
      '/staff/requests/packing?sort=amount%2Casc',
      <StaffRequestQueue kind={requestKind('packing') as RequestKindConfig} />,
    );
    await screen.findByText('No Packing requests yet.');
    expect(calls.at(-1)?.search).not.toContain('sort=');
    const phone = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(phone).queryByRole('option', { name: /^Amount/ })).toBeNull();
    expect(within(phone).getByRole('option', { name: 'Code (A to Z)' })).toBeTruthy();
  });

  it('has an Amount column only for kinds whose requests carry money (not claims)', async () => {
    mockApi({
      'GET /api/staff/requests/ofm': { body: queue([row(1)]) },
      'GET /api/staff/requests/claim': {
        body: { ...queue([{ ...row(1), code: 'PC2611240001', amountKrw: null }]), counts: [] },
      },
    });
    const first = renderAt('/staff/requests/ofm', <StaffRequestQueue kind={ofmKind} />);
    const ofmTable = await screen.findByRole('table', { name: 'OFM requests' });
    expect(within(ofmTable).getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
    first.unmount();
    renderAt('/staff/requests/claim', <StaffRequestQueue kind={claimRequestKind} />);
    const claimTable = await screen.findByRole('table', { name: 'Claims' });
    expect(within(claimTable).getByRole('columnheader', { name: 'Created (KST)' })).toBeTruthy();
    expect(within(claimTable).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    expect(screen.queryByText('-')).toBeNull();
  });

  it('says when nothing matches, and offers a retry when the queue fails', async () => {
    mockApi({ 'GET /api/staff/requests/ofm': { body: queue([]) } });
    renderAt('/staff/requests/ofm?search=nobody', <StaffRequestQueue kind={ofmKind} />);
    expect(await screen.findByText('No requests match these filters.')).toBeTruthy();

    mockApi({
      'GET /api/staff/requests/ofm': {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'Try again later' },
      },
    });
    renderAt('/staff/requests/ofm', <StaffRequestQueue kind={ofmKind} />);
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const detail = (status: string, actions: { to: string; action: string }[]) => ({
  ...ofmRequestFixture({
    code: 'OF2611240001',
    status,
    statusLabel: row(1, status).statusLabel,
    editable: status === 'SCOM01',
    cancellable: status === 'SCOM01',
    memberNote: 'Version A please',
    history: [
      {
        fromStatus: null,
        toStatus: 'SCOM01',
        toLabel: 'Awaiting payment',
        actor: 'member',
        reason: null,
        createdAt: '2026-11-24T01:00:00.000Z',
      },
    ],
  }),
  member: row(1).member,
  actions,
});

describe('staff request page', () => {
  it('shows the member, the request and its timeline, and cancels only with a reason', async () => {
    const cancelled = {
      ...detail('SCOM09', []),
      statusLabel: 'Cancelled',
      history: [
        ...detail('SCOM01', []).history,
        {
          fromStatus: 'SCOM01',
          toStatus: 'SCOM09',
          toLabel: 'Cancelled',
          actor: 'staff',
          reason: 'Sold out at the shop',
          createdAt: '2026-11-24T02:00:00.000Z',
        },
      ],
    };
    let current: unknown = detail('SCOM01', [{ to: 'SCOM09', action: 'Cancel' }]);
    const { calls } = mockApi({
      'GET /api/staff/requests/ofm/OF2611240001': () => ({ body: current }),
      'POST /api/staff/requests/ofm/OF2611240001/cancel': () => {
        current = cancelled;
        return { status: 204 };
      },
    });
    renderAt(
      '/staff/requests/ofm/OF2611240001',
      <StaffRequestDetailPage kind={ofmKind} code="OF2611240001" />,
    );
    const member = await screen.findByRole('region', { name: 'Member' });
    expect(within(member).getByRole('link', { name: 'FAN0001' }).getAttribute('href')).toBe(
      '/staff/members/FAN0001',
    );
    expect(screen.getByText('Mini album')).toBeTruthy();
    // The item's shop address shows as text and opens the shop in a new tab.
    const shopLink = screen.getByRole('link', { name: 'https://shop.example.kr/1' });
    expect(shopLink.getAttribute('href')).toBe('https://shop.example.kr/1');
    expect(shopLink.getAttribute('target')).toBe('_blank');
    expect(shopLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText(/Requested by the member/),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Sold out at the shop ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      reason: 'Sold out at the shop',
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Reason: Sold out at the shop')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('keeps the dialog and the reason when someone else moved the request first, and shows where it is now', async () => {
    let current: unknown = detail('SCOM01', [{ to: 'SCOM09', action: 'Cancel' }]);
    mockApi({
      'GET /api/staff/requests/ofm/OF2611240001': () => ({ body: current }),
      'POST /api/staff/requests/ofm/OF2611240001/cancel': () => {
        current = { ...detail('SCOM09', []), statusLabel: 'Cancelled' };
        return {
          status: 409,
          body: { code: 'CONFLICT', message: 'This request was changed in the meantime' },
        };
      },
    });
    renderAt(
      '/staff/requests/ofm/OF2611240001',
      <StaffRequestDetailPage kind={ofmKind} code="OF2611240001" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('This request was changed in the meantime')).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('Duplicate');
    await act(async () => undefined);
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
  });

  it('shows a completed request with what staff bought, read from the request itself', async () => {
    const { calls } = mockApi({
      'GET /api/staff/requests/ofm/OF2611240001': {
        body: {
          ...detail('SCOM11', []),
          statusLabel: 'Completed',
          purchaseAmount: 35_000,
          feeAmount: 7_000,
          purchaseItems: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
        },
      },
    });
    renderAt(
      '/staff/requests/ofm/OF2611240001',
      <StaffRequestDetailPage kind={ofmKind} code="OF2611240001" />,
    );
    const purchased = await screen.findByRole('table', { name: 'Purchased items' });
    expect(within(purchased).getByText('Mini album (ver. B)')).toBeTruthy();
    expect(calls.some((call) => call.key.endsWith('/purchase-items'))).toBe(false);
  });
});
