import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { codeListAnswer } from '../../../test/kind-pages.tsx';
import { onePage } from '../../../test/package-fixtures.ts';
import { chargeFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { shippingDetail, shippingInvoiceFixture, shippingSummary } from '../../../test/shipping-fixtures.ts';
import { ShippingDetail, ShippingList } from './shipping-pages.tsx';

const code = 'SH2603090001';

beforeEach(() => resetSubmitLock());

describe('the shipping list', () => {
  it('shows Created, ID, Status, Carrier, Tracking No and Payment, filters by status, and pays the unpaid rows selected', async () => {
    const { calls } = mockApi({
      ...codeListAnswer,
      'GET /api/shipping-services': {
        body: onePage([
          shippingSummary(),
          shippingSummary({ code: 'SH2603090002', totalKrw: 30_000 }),
          shippingSummary({
            code: 'SH2603090003',
            status: 'SCSH05',
            statusLabel: 'Shipped',
            trackingNo: 'RR123456789KR',
            selectable: false,
          }),
          shippingSummary({
            code: 'SH2603090004',
            status: 'SCSH02',
            statusLabel: 'Payment pending confirmation',
            selectable: false,
          }),
        ]),
      },
      'POST /api/orders/preview': {
        body: previewFixture([chargeFixture({ targetCode: code, type: 'SHIPPING', amount: 27_500 })]),
      },
    });
    const { router } = renderAt('/shippings', <ShippingList />);
    const table = within(await screen.findByRole('table', { name: 'Shippings' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Created',
      'ID',
      'Status',
      'Carrier',
      'Tracking No',
      'Payment',
    ]);
    expect(table.getByRole('link', { name: code }).getAttribute('href')).toBe(`/shippings/${code}`);
    expect(table.getByText('RR123456789KR')).toBeTruthy();
    expect((await table.findAllByText('K-Packet')).length).toBe(4);
    expect(table.getByText('₩30,000')).toBeTruthy();
    // Only unpaid rows (SCSH01) can be selected; one awaiting confirmation leads to the invoices.
    expect(table.getByRole('checkbox', { name: 'Select SH2603090003' }).hasAttribute('disabled')).toBe(true);
    expect(table.getByRole('link', { name: 'Go to invoices for SH2603090004' }).getAttribute('href')).toBe(
      '/invoices',
    );
    expect(screen.getByRole('link', { name: 'New shipping' }).getAttribute('href')).toBe('/shippings/new');

    fireEvent.click(table.getByRole('checkbox', { name: `Select ${code}` }));
    const summary = screen.getByTestId('selection-summary');
    expect(summary.textContent).toContain('1 selected');
    expect(summary.textContent).toContain('₩27,500');
    // The phone's bar fixed to the bottom says the same.
    expect(screen.getByRole('region', { name: 'Selected requests' }).textContent).toContain('1 selected');
    fireEvent.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Detail' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
      targets: [{ code, type: 'SHIPPING' }],
      creditRedeemAmount: 0,
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'SCSH05' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=SCSH05'));
  });

  it('says so when the member has no shippings', async () => {
    mockApi({ 'GET /api/shipping-services': { body: onePage([]) } });
    renderAt('/shippings', <ShippingList />);
    expect(await screen.findByText('You have no shippings yet.')).toBeTruthy();
  });
});

describe('the shipping page', () => {
  it('shows the box, the address and the live invoice with Pay Now, and cancels after a confirmation', async () => {
    let cancelled = false;
    const { calls } = mockApi({
      ...codeListAnswer,
      [`GET /api/shipping-services/${code}`]: () => ({
        body: cancelled
          ? shippingDetail({
              status: 'SCSH09',
              statusLabel: 'Cancelled',
              cancellable: false,
              editable: false,
            })
          : shippingDetail(),
      }),
      [`POST /api/shipping-services/${code}/cancel`]: () => {
        cancelled = true;
        return { status: 204 };
      },
      'POST /api/orders/preview': {
        body: previewFixture([chargeFixture({ targetCode: code, type: 'SHIPPING', amount: 27_500 })]),
      },
    });
    renderAt(
      `/shippings/${code}`,
      <ModalsProvider>
        <ShippingDetail code={code} />
      </ModalsProvider>,
    );
    expect(await screen.findByRole('heading', { name: `[Shipping] ${code}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PK2603080001' }).getAttribute('href')).toBe(
      '/packages/PK2603080001',
    );
    expect(screen.getByText('1.8 kg · 20 × 15 × 10 cm')).toBeTruthy();
    expect(screen.getByText('Rua Augusta 100')).toBeTruthy();
    expect(screen.getByText('Leave it with the doorman')).toBeTruthy();
    const invoice = within(screen.getByRole('region', { name: 'Invoice' }));
    expect(invoice.getByText('Shipping (K-Packet)')).toBeTruthy();
    expect(invoice.getByText('₩21,000')).toBeTruthy();
    expect(invoice.getByText('Unboxing video')).toBeTruthy();
    expect(invoice.getByText('Consolidation')).toBeTruthy();
    expect(invoice.getByLabelText('Invoice total').textContent).toBe('₩27,500');
    expect(invoice.queryByRole('button', { name: 'Invoice Detail' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ship Completed' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/shippings/edit/${code}`);

    fireEvent.click(invoice.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Detail' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toMatchObject({
      targets: [{ code, type: 'SHIPPING' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shipping Request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Shipping cancelled.')).toBeTruthy();
    expect(calls.some((call) => call.key === `POST /api/shipping-services/${code}/cancel`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull());
  });

  it("shows 'Ship Completed' with the carrier and tracking number once shipped, and the paid invoice's detail", async () => {
    mockApi({
      ...codeListAnswer,
      [`GET /api/shipping-services/${code}`]: {
        body: shippingDetail({
          status: 'SCSH05',
          statusLabel: 'Shipped',
          editable: false,
          cancellable: false,
          selectable: false,
          trackingNo: 'RR123456789KR',
          shippedAt: '2026-03-12T02:00:00.000Z',
          invoiceAvailable: true,
        }),
      },
      [`GET /api/shipping-services/${code}/invoice`]: { body: shippingInvoiceFixture() },
    });
    renderAt(`/shippings/${code}`, <ShippingDetail code={code} />);
    const done = within(await screen.findByRole('region', { name: 'Ship Completed' }));
    expect(done.getByText('RR123456789KR')).toBeTruthy();
    expect(await done.findByText('K-Packet')).toBeTruthy();
    expect(done.getByText('2026-03-12 11:00 KST')).toBeTruthy();
    expect(done.getByRole('link', { name: 'PK2603080001' }).getAttribute('href')).toBe(
      '/packages/PK2603080001',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Invoice Detail' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Invoice of ${code}` }));
    expect(dialog.getByLabelText('Invoice total').textContent).toBe('₩27,500');
    // The order's frozen figures, not today's rates: $17.24 charged by card after ₩5,000 of credit.
    expect(await dialog.findByText('$17.24')).toBeTruthy();
    expect(dialog.getByText('Credit card')).toBeTruthy();
    expect(dialog.getByText('₩5,000')).toBeTruthy();
  });
});
