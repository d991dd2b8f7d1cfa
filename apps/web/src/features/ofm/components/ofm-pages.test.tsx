import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ofmRequestFixture, uploadedImage } from '../../../test/ofm-fixtures.ts';
import { chargeFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { OfmDetail } from './ofm-detail.tsx';
import { OfmList } from './ofm-list.tsx';

const summary = (index: number) => ({
  code: `OF26030100${String(index).padStart(2, '0')}`,
  type: 'ONLINE_REGULAR',
  status: 'SCOM01',
  statusLabel: 'Awaiting payment',
  createdAt: '2026-03-01T09:00:00.000Z',
  shopName: 'Album Shop',
  firstItemName: 'Mini album',
  itemCount: 3,
  prepaymentKrw: 43_000,
});

const creation = {
  fromStatus: null,
  toStatus: 'SCOM01',
  toLabel: 'Awaiting payment',
  actor: 'member' as const,
  reason: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const request = ofmRequestFixture({
  memberNote: 'Version A please',
  items: [{ ...ofmRequestFixture().items[0]!, images: [uploadedImage('a')] }],
  history: [creation],
});

describe('Order for Me list', () => {
  it('lists the requests with their first item (+N) and pages through them', async () => {
    const { calls } = mockApi({
      'GET /api/ofm-services': {
        body: { content: [summary(1), summary(2)], currentPage: 1, totalPages: 3, totalElements: 22 },
      },
    });
    const { router } = renderAt('/ofm', <OfmList />);
    const table = await screen.findByRole('table', { name: 'Order for Me requests' });
    expect(within(table).getByRole('link', { name: 'OF2603010001' }).getAttribute('href')).toBe(
      '/ofm/OF2603010001',
    );
    expect(within(table).getAllByText('Mini album +2')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/ofm-services')).toBe(true));
  });

  it('says when there are no requests, and offers a retry when the list fails', async () => {
    mockApi({
      'GET /api/ofm-services': { body: { content: [], currentPage: 1, totalPages: 1, totalElements: 0 } },
    });
    const first = renderAt('/ofm', <OfmList />);
    expect(await screen.findByText('You have no Order for Me requests yet.')).toBeTruthy();
    first.unmount();
    mockApi({
      'GET /api/ofm-services': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      },
    });
    renderAt('/ofm', <OfmList />);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('selects only requests awaiting payment, one by one or all, and sums their prepayment', async () => {
    mockApi({
      'GET /api/ofm-services': {
        body: {
          content: [
            summary(1),
            { ...summary(2), prepaymentKrw: 10_000 },
            { ...summary(3), status: 'SCOM03' },
          ],
          currentPage: 1,
          totalPages: 1,
          totalElements: 3,
        },
      },
    });
    renderAt('/ofm', <OfmList />);
    const table = await screen.findByRole('table', { name: 'Order for Me requests' });
    const summaryLine = screen.getByTestId('selection-summary');
    expect(summaryLine.textContent).toContain('No requests selected');
    // A request being purchased cannot be selected.
    expect(within(table).getByRole('checkbox', { name: 'Select OF2603010003' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select OF2603010002' }));
    expect(summaryLine.textContent).toContain('1 selected');
    expect(summaryLine.textContent).toContain('₩10,000');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all awaiting payment' }));
    expect(summaryLine.textContent).toContain('2 selected');
    expect(summaryLine.textContent).toContain('₩53,000');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all awaiting payment' }));
    expect(summaryLine.textContent).toContain('No requests selected');
  });
  it('pays the selected requests from Pay Now, and leads a request awaiting confirmation to the invoices', async () => {
    const { calls } = mockApi({
      'GET /api/ofm-services': {
        body: {
          content: [
            summary(1),
            summary(2),
            { ...summary(3), status: 'SCOM02', statusLabel: 'Payment pending confirmation' },
          ],
          currentPage: 1,
          totalPages: 1,
          totalElements: 3,
        },
      },
      'POST /api/orders/preview': {
        body: previewFixture([
          chargeFixture({ targetCode: 'OF2603010001' }),
          chargeFixture({ targetCode: 'OF2603010002' }),
        ]),
      },
    });
    renderAt('/ofm', <OfmList />);
    const table = within(await screen.findByRole('table', { name: 'Order for Me requests' }));
    expect(table.getByRole('link', { name: 'Go to invoices for OF2603010003' }).getAttribute('href')).toBe(
      '/invoices',
    );
    expect(table.queryByRole('link', { name: 'Go to invoices for OF2603010001' })).toBeNull();
    const payNow = within(screen.getByTestId('selection-summary')).getByRole('button', { name: 'Pay Now' });
    fireEvent.click(payNow);
    expect(await screen.findByText('Please select items to pay')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment Detail' })).toBeNull();
    fireEvent.click(table.getByRole('checkbox', { name: 'Select all awaiting payment' }));
    fireEvent.click(payNow);
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    expect(await dialog.findByRole('region', { name: 'OF2603010002' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
      targets: [
        { code: 'OF2603010001', type: 'OFM' },
        { code: 'OF2603010002', type: 'OFM' },
      ],
      creditRedeemAmount: 0,
    });
  });
});

describe('Order for Me request page', () => {
  it('shows the request, its prepayment and timeline, and cancels only after confirmation', async () => {
    let cancelled = false;
    const { calls } = mockApi({
      'GET /api/ofm-services/OF2603010001': () => ({
        body: cancelled
          ? {
              ...request,
              status: 'SCOM09',
              statusLabel: 'Cancelled',
              cancellable: false,
              editable: false,
              history: [
                ...request.history,
                {
                  fromStatus: 'SCOM01',
                  toStatus: 'SCOM09',
                  toLabel: 'Cancelled',
                  actor: 'staff',
                  reason: 'Sold out at the shop.',
                  createdAt: '2026-03-01T10:00:00.000Z',
                },
              ],
            }
          : request,
      }),
      'POST /api/ofm-services/OF2603010001/cancel': () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    renderAt(
      '/ofm/OF2603010001',
      <ModalsProvider>
        <OfmDetail code="OF2603010001" />
      </ModalsProvider>,
    );
    expect(await screen.findByRole('heading', { name: '[OFM] OF2603010001' })).toBeTruthy();
    const prepayment = within(screen.getByRole('region', { name: 'Prepayment' }));
    expect(prepayment.getByText('Service fee')).toBeTruthy();
    expect(prepayment.getByText('₩7,000')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image of Mini album' }).getAttribute('src')).toBe(
      `/api/files/${'a'.repeat(32)}.png`,
    );
    // The member sees the shop address they gave as text too, opening in a new tab.
    const shopLink = screen.getByRole('link', { name: 'https://shop.example.kr/1' });
    expect(shopLink.getAttribute('target')).toBe('_blank');
    expect(shopLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText(
        '2026-03-01 18:00 KST · Requested by You',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key === 'POST /api/ofm-services/OF2603010001/cancel')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('Reason: Sold out at the shop.')).toBeTruthy();
    expect(history.getByText('2026-03-01 19:00 KST · By Fanship staff')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull());
    // A cancelled request has nothing to pay.
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('opens the payment preview from Pay Now while awaiting payment, and leads to the invoices once paid by transfer', async () => {
    const { calls } = mockApi({
      'GET /api/ofm-services/OF2603010001': { body: request },
      'GET /api/ofm-services/OF2603010002': {
        body: {
          ...request,
          code: 'OF2603010002',
          status: 'SCOM02',
          statusLabel: 'Payment pending confirmation',
        },
      },
      'POST /api/orders/preview': { body: previewFixture() },
    });
    const first = renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Detail' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
        targets: [{ code: 'OF2603010001', type: 'OFM' }],
        creditRedeemAmount: 0,
      }),
    );
    first.unmount();
    renderAt('/ofm/OF2603010002', <OfmDetail code="OF2603010002" />);
    expect((await screen.findByRole('link', { name: 'Go to invoices' })).getAttribute('href')).toBe(
      '/invoices',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});

describe('Order for Me completion section', () => {
  const completed = ofmRequestFixture({
    status: 'SCOM12',
    statusLabel: 'Completed with refund',
    editable: false,
    cancellable: false,
    purchaseAmount: 35_000,
    feeAmount: 7_000,
    managerUpdatedAt: '2026-03-02T01:00:00.000Z',
    images: [{ ...uploadedImage('d'), tag: 'OFM_RESULT' }],
    resultPackageCodes: ['PK2603020001', 'PK2603020002'],
    refundAmount: 1_000,
  });

  /** The same request before completion (SCOM04). */
  const purchasedOf = (fields: Partial<typeof completed>) => ({
    ...completed,
    status: 'SCOM04',
    statusLabel: 'Purchased, awaiting arrival',
    refundAmount: null,
    ...fields,
  });

  it('shows the order amount, fee, refund to credit, result images, packages and the items bought', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': { body: completed },
      'GET /api/ofm-services/OF2603010001/purchase-items': {
        body: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
      },
    });
    renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    const section = within(await screen.findByRole('region', { name: 'Order completed' }));
    expect(section.getByText('Order amount').nextSibling?.textContent).toBe('₩35,000');
    expect(section.getByText('Fee').nextSibling?.textContent).toBe('₩7,000');
    expect(section.getByText('Refunded to your credit').nextSibling?.textContent).toBe('₩1,000');
    // Each resulting package links to its page.
    expect(section.getByRole('link', { name: 'PK2603020001' }).getAttribute('href')).toBe(
      '/packages/PK2603020001',
    );
    expect(section.getByRole('link', { name: 'PK2603020002' }).getAttribute('href')).toBe(
      '/packages/PK2603020002',
    );
    expect(section.getByRole('img', { name: 'Result image 1' }).getAttribute('src')).toBe(
      `/api/files/${'d'.repeat(32)}.png`,
    );
    const items = within(await section.findByRole('table', { name: 'Purchased items' }));
    expect(items.getByText('Mini album (ver. B)')).toBeTruthy();
    expect(items.getByText('₩17,500')).toBeTruthy();
  });

  it('shows the packages while the goods are on their way, each awaiting receipt saying so (decision 027)', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': {
        body: purchasedOf({ awaitingPackageCodes: ['PK2603020002'] }),
      },
      'GET /api/ofm-services/OF2603010001/purchase-items': { body: [] },
    });
    renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    const section = within(await screen.findByRole('region', { name: 'Purchase recorded' }));
    const received = section.getByRole('link', { name: 'PK2603020001' }).parentElement;
    const awaiting = section.getByRole('link', { name: 'PK2603020002' }).parentElement;
    expect(received?.textContent).toBe('PK2603020001');
    expect(awaiting?.textContent).toBe('PK2603020002(Awaiting receipt)');
  });

  it('says when no photos were added and nothing was bought, and offers a retry when the items fail', async () => {
    const nothing = {
      ...completed,
      purchaseAmount: 0,
      feeAmount: 0,
      images: [],
      resultPackageCodes: [],
      refundAmount: 43_000,
    };
    mockApi({
      'GET /api/ofm-services/OF2603010001': { body: nothing },
      'GET /api/ofm-services/OF2603010001/purchase-items': { body: [] },
    });
    const first = renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    const section = within(await screen.findByRole('region', { name: 'Order completed' }));
    expect(section.getByText('No photos were added.')).toBeTruthy();
    expect(await section.findByText('Nothing was bought.')).toBeTruthy();
    expect(section.getByText('Refunded to your credit').nextSibling?.textContent).toBe('₩43,000');
    first.unmount();

    mockApi({
      'GET /api/ofm-services/OF2603010001': { body: nothing },
      'GET /api/ofm-services/OF2603010001/purchase-items': {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'Try again later' },
      },
    });
    renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows no completion section before the request is completed or its packages made', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': {
        body: purchasedOf({ resultPackageCodes: [] }),
      },
    });
    renderAt('/ofm/OF2603010001', <OfmDetail code="OF2603010001" />);
    expect(await screen.findByRole('heading', { name: '[OFM] OF2603010001' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order completed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Purchase recorded' })).toBeNull();
  });
});
