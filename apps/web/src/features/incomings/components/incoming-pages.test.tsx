import { codeLists } from '@fanship/domain/warehouse/code-lists';
import type { IncomingRequest } from '@fanship/domain/warehouse/incoming';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSubmitLock, SUBMIT_FAILURE_LOCK_MS } from '../../../lib/submit-lock.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { IncomingDetail } from './incoming-detail.tsx';
import { IncomingEditPage, IncomingNewPage } from './incoming-form-pages.tsx';
import { IncomingList } from './incoming-list.tsx';

afterEach(() => {
  resetSubmitLock();
  notifications.clean();
});

const lists = { 'GET /api/code-lists': { body: codeLists() } };

const summary = (index: number, fields: Record<string, unknown> = {}) => ({
  code: `IN26030100${String(index).padStart(2, '0')}`,
  status: 'SCIN01',
  statusLabel: 'Registered',
  createdAt: '2026-03-01T09:00:00.000Z',
  trackingNo: `CJ00${index}`,
  carrierName: 'CJ',
  sellerName: 'Album Shop',
  firstItemName: 'Mini album',
  itemCount: 3,
  ...fields,
});

const incoming = (fields: Partial<IncomingRequest> = {}): IncomingRequest => ({
  code: 'IN2603010001',
  status: 'SCIN01',
  statusLabel: 'Registered',
  editable: true,
  cancellable: true,
  createdAt: '2026-03-01T09:00:00.000Z',
  trackingNo: 'CJ1234567890',
  carrierName: 'HANJIN',
  sellerName: 'Album Shop',
  memberNote: 'Fragile',
  arrivedPackageCode: null,
  totalValue: 51_000,
  items: [
    {
      id: 1,
      name: 'Mini album',
      categoryCode: 'ALBUM',
      unitPrice: 18_000,
      quantity: 2,
      amount: 36_000,
      memberNote: 'https://shop.example.kr/album/1',
    },
    {
      id: 2,
      name: 'Poster',
      categoryCode: 'MERCH',
      unitPrice: 5_000,
      quantity: 3,
      amount: 15_000,
      memberNote: null,
    },
  ],
  history: [
    {
      fromStatus: null,
      toStatus: 'SCIN01',
      toLabel: 'Registered',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  ...fields,
});

function type(label: string, value: string, index = 0) {
  const field = screen.getAllByLabelText(fieldLabel(label))[index] as HTMLElement;
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

async function choose(label: string, option: string, index = 0) {
  const inputs = screen.getAllByLabelText(fieldLabel(label)).filter((element) => element.tagName === 'INPUT');
  const field = inputs[index] as HTMLElement;
  fireEvent.click(field);
  // Mantine's dropdown is still in its opening transition (hidden to queries) when the option is clicked; an
  // earlier field's closed dropdown may still be in the page, the one just opened comes last.
  const options = await screen.findAllByRole('option', { name: option, hidden: true });
  fireEvent.click(options.at(-1) as HTMLElement);
  fireEvent.blur(field);
}

describe('incoming list', () => {
  it('lists the incomings with carrier labels and the first item (+N), and pages through them', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/incoming-services': {
        body: {
          content: [summary(1), summary(2, { itemCount: 1, carrierName: null })],
          currentPage: 1,
          totalPages: 3,
          totalElements: 22,
        },
      },
    });
    const { router } = renderAt('/incomings', <IncomingList />);
    const table = await screen.findByRole('table', { name: 'Incomings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Created', 'ID', 'Status', 'Tracking', 'Carrier', 'Seller', 'Item']);
    expect(within(table).getByRole('link', { name: 'IN2603010001' }).getAttribute('href')).toBe(
      '/incomings/IN2603010001',
    );
    expect(within(table).getByText('Mini album +2')).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('CJ Logistics')).toBeTruthy());
    expect(within(table).getByText('CJ002')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New incoming' }).getAttribute('href')).toBe('/incomings/new');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.key === 'GET /api/incoming-services' && call.search === '?page=2'),
      ).toBe(true),
    );
  });

  it('filters by a status of the served code list, from the first page, keeping it while paging', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/incoming-services': {
        body: { content: [summary(1)], currentPage: 1, totalPages: 2, totalElements: 11 },
      },
    });
    const { router } = renderAt('/incomings?page=2', <IncomingList />);
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Arrived' })).toBeTruthy());
    fireEvent.change(select, { target: { value: 'SCIN02' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCIN02'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.key === 'GET /api/incoming-services' && call.search === '?page=1&status=SCIN02',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCIN02&page=2'));
  });

  it('opens a card 200 ms after the tap', async () => {
    mockApi({
      ...lists,
      'GET /api/incoming-services': {
        body: { content: [summary(1)], currentPage: 1, totalPages: 1, totalElements: 1 },
      },
    });
    const { router } = renderAt('/incomings', <IncomingList />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open IN2603010001/ }));
    expect(router.state.location.pathname).toBe('/incomings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/incomings/IN2603010001'));
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    mockApi({
      ...lists,
      'GET /api/incoming-services': {
        body: { content: [], currentPage: 1, totalPages: 1, totalElements: 0 },
      },
    });
    const first = renderAt('/incomings', <IncomingList />);
    expect(await screen.findByText('You have no incomings yet.')).toBeTruthy();
    first.unmount();
    mockApi({
      'GET /api/incoming-services': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      },
    });
    renderAt('/incomings', <IncomingList />);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('incoming detail', () => {
  const renderDetail = () =>
    renderAt(
      '/incomings/IN2603010001',
      <ModalsProvider>
        <IncomingDetail code="IN2603010001" />
      </ModalsProvider>,
    );

  it('shows the fields, the total value, the items with amounts and the timeline; cancels after confirmation', async () => {
    let current = incoming();
    const { calls } = mockApi({
      ...lists,
      'GET /api/incoming-services/IN2603010001': () => ({ body: current }),
      'POST /api/incoming-services/IN2603010001/cancel': () => {
        current = incoming({
          status: 'SCIN09',
          statusLabel: 'Cancelled',
          editable: false,
          cancellable: false,
        });
        return { status: 204 };
      },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: '[Incoming] IN2603010001' })).toBeTruthy();
    expect(screen.getAllByText('Registered')).toHaveLength(2);
    expect(screen.getByText('CJ1234567890')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Hanjin')).toBeTruthy());
    expect(screen.getByText('₩51,000')).toBeTruthy();
    expect(screen.getByText('Not arrived yet')).toBeTruthy();
    expect(screen.getByText('Fragile')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item Name', 'Category', 'Unit Price', 'Quantity', 'Amount(KRW)', 'Note']);
    const poster = within(table).getByText('Poster').closest('tr') as HTMLElement;
    expect(within(poster).getByText('Official merchandise')).toBeTruthy();
    expect(within(poster).getByText('₩15,000')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'https://shop.example.kr/album/1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/incomings/edit/IN2603010001',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Incoming Request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Incoming Request?' })).getByRole('button', {
        name: 'Cancel request',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(
      calls.filter((call) => call.key === 'POST /api/incoming-services/IN2603010001/cancel'),
    ).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('links the package it arrived as, and offers neither edit nor cancel after arrival', async () => {
    mockApi({
      ...lists,
      'GET /api/incoming-services/IN2603010001': {
        body: incoming({
          status: 'SCIN02',
          statusLabel: 'Arrived',
          editable: false,
          cancellable: false,
          arrivedPackageCode: 'PK2603010003',
        }),
      },
    });
    renderDetail();
    const link = await screen.findByRole('link', { name: 'PK2603010003' });
    expect(link.getAttribute('href')).toBe('/packages/PK2603010003');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it("shows the 404 page for another member's incoming", async () => {
    mockApi({});
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('incoming form', () => {
  it('prefills the tracking number from the link, checks fields as they are left, and registers the parcel', async () => {
    const { calls } = mockApi({
      ...lists,
      'POST /api/incoming-services': { body: { code: 'IN2603010007' } },
    });
    const { router } = renderAt('/incomings/new?trackingNo=CJ555', <IncomingNewPage />);
    const tracking = (await screen.findByLabelText(fieldLabel('Tracking number'))) as HTMLInputElement;
    expect(tracking.value).toBe('CJ555');

    type('Seller name', '');
    expect(await screen.findByText('Seller name is required')).toBeTruthy();
    type('Seller name', 'x'.repeat(51));
    expect(await screen.findByText('Seller name is too long (max. 50)')).toBeTruthy();
    type('Tracking number', 'CJ-555');
    expect(await screen.findByText('Tracking number can only contain letters and numbers')).toBeTruthy();
    type('Tracking number', '');
    expect(await screen.findByText('Tracking number is required')).toBeTruthy();
    type('Item name', 'Album (Ver. A)');
    expect(
      await screen.findByText('Item name must contain only English letters, numbers, and spaces'),
    ).toBeTruthy();
    type('Unit price (KRW)', '99');
    expect(await screen.findByText('Unit price should be at least 100 KRW')).toBeTruthy();
    type('Quantity', '0');
    expect(await screen.findByText('Quantity should be a valid number')).toBeTruthy();
    type('Purchase link or note', 'x'.repeat(3001));
    expect(await screen.findByText('Note is too long')).toBeTruthy();

    type('Seller name', 'Album Shop');
    type('Tracking number', 'cj555');
    await choose('Carrier', 'CJ Logistics');
    type('Item name', 'Mini album');
    await choose('Category', 'Album');
    type('Unit price (KRW)', '18,000');
    type('Quantity', '2');
    type('Purchase link or note', 'https://shop.example.kr/album/1');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    type('Item name', 'Poster', 1);
    await choose('Category', 'Official merchandise', 1);
    type('Unit price (KRW)', '5000', 1);
    type('Quantity', '3', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incomings'));
    expect(calls.find((call) => call.key === 'POST /api/incoming-services')?.body).toEqual({
      sellerName: 'Album Shop',
      trackingNo: 'cj555',
      carrierName: 'CJ',
      memberNote: '',
      items: [
        {
          name: 'Mini album',
          categoryCode: 'ALBUM',
          unitPrice: '18,000',
          quantity: '2',
          memberNote: 'https://shop.example.kr/album/1',
        },
        { name: 'Poster', categoryCode: 'MERCH', unitPrice: '5000', quantity: '3', memberNote: '' },
      ],
    });
  });

  it("says 'Please add at least one item' and disables submit once the last item is removed; it clears on adding one", async () => {
    mockApi(lists);
    renderAt('/incomings/new', <IncomingNewPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByText('Please add at least one item')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.queryByText('Please add at least one item')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens an added item without messages: each shows once its field is left', async () => {
    mockApi(lists);
    renderAt('/incomings/new', <IncomingNewPage />);
    await screen.findByLabelText(fieldLabel('Item name'));
    type('Item name', 'Mini album');
    type('Unit price (KRW)', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    type('Item name', 'Poster', 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Unit price should be at least 100 KRW')).toBeNull();
    expect(screen.queryByText('Category is required')).toBeNull();
    type('Unit price (KRW)', '', 1);
    expect(await screen.findByText('Unit price should be at least 100 KRW')).toBeTruthy();
  });

  it('needs a category, shows a refusal above the form keeping the input, and locks submit for a second', async () => {
    const message =
      'You have already registered this tracking number (IN2603010001). Edit that incoming, or cancel it first.';
    mockApi({
      ...lists,
      'POST /api/incoming-services': {
        status: 409,
        body: { code: 'CONFLICT', message, fieldErrors: { trackingNo: message } },
      },
    });
    renderAt('/incomings/new', <IncomingNewPage />);
    await screen.findByLabelText(fieldLabel('Tracking number'));
    type('Seller name', 'Album Shop');
    type('Tracking number', 'CJ1234567890');
    type('Item name', 'Mini album');
    type('Unit price (KRW)', '18000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category is required')).toBeTruthy();
    await choose('Category', 'Album');
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    fireEvent.click(submit);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === `The incoming was not saved${message}`),
      ).toBe(true),
    );
    // The form-wide alert, and the same message under the tracking number.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect((screen.getByLabelText(fieldLabel('Seller name')) as HTMLInputElement).value).toBe('Album Shop');
    expect(submit.disabled).toBe(true);
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: SUBMIT_FAILURE_LOCK_MS + 2000 });
  });

  it('edits an incoming and opens its page; a request past SCIN01 says why it cannot be edited', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/incoming-services/IN2603010001': { body: incoming() },
      'PATCH /api/incoming-services/IN2603010001': { body: { code: 'IN2603010001' } },
    });
    const { router } = renderAt('/incomings/edit/IN2603010001', <IncomingEditPage code="IN2603010001" />);
    expect(((await screen.findByLabelText(fieldLabel('Seller name'))) as HTMLInputElement).value).toBe(
      'Album Shop',
    );
    expect(screen.getAllByLabelText(fieldLabel('Item name'))).toHaveLength(2);
    type('Seller name', 'Album Shop Seoul');
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incomings/IN2603010001'));
    expect(calls.find((call) => call.key.startsWith('PATCH'))?.body).toMatchObject({
      code: 'IN2603010001',
      sellerName: 'Album Shop Seoul',
      carrierName: 'HANJIN',
      items: [{ name: 'Mini album', categoryCode: 'ALBUM', unitPrice: '18000', quantity: '2' }],
    });

    mockApi({
      ...lists,
      'GET /api/incoming-services/IN2603010002': {
        body: incoming({ code: 'IN2603010002', status: 'SCIN02', statusLabel: 'Arrived', editable: false }),
      },
    });
    renderAt('/incomings/edit/IN2603010002', <IncomingEditPage code="IN2603010002" />);
    expect(await screen.findByText('This incoming cannot be edited')).toBeTruthy();
    expect(screen.getByText(/this one is “Arrived”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to incoming IN2603010002' }).getAttribute('href')).toBe(
      '/incomings/IN2603010002',
    );
  });
});
