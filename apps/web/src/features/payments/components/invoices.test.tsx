import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feeFixture, orderFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceList } from './invoice-list.tsx';

const page = (content: unknown[], totalPages = 1) => ({
  body: { content, currentPage: 1, totalPages, totalElements: content.length },
});

const renderInvoice = (code = 'OR2603010001') =>
  renderAt(
    `/invoices/${code}`,
    <ModalsProvider>
      <InvoiceDetail code={code} />
    </ModalsProvider>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/invoices', () => {
  it('lists the invoices with status, method and totals in won and dollars, page by page', async () => {
    const { calls } = mockApi({
      'GET /api/orders': page(
        [
          orderFixture(),
          orderFixture({
            code: 'OR2602280003',
            status: 'OR03',
            statusLabel: 'Paid',
            paymentMethod: 'PAYPAL',
            totalAmountUsd: 4_920,
          }),
          orderFixture({ code: 'OR2602270001', valid: false }),
        ],
        2,
      ),
    });
    const { router } = renderAt('/invoices', <InvoiceList />);
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const paid = within(table.getByRole('link', { name: 'OR2602280003' }).closest('tr') as HTMLElement);
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getByText('PayPal')).toBeTruthy();
    expect(paid.getByText('₩43,000')).toBeTruthy();
    expect(paid.getByText('$49.20')).toBeTruthy();
    const invalid = within(table.getByRole('link', { name: 'OR2602270001' }).closest('tr') as HTMLElement);
    expect(invalid.getByText('Invalid')).toBeTruthy();
    expect(table.getByRole('link', { name: 'OR2603010001' }).getAttribute('href')).toBe(
      '/invoices/OR2603010001',
    );
    expect(calls[0]?.search).toBe('?page=1&size=10');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.some((call) => call.search === '?page=2&size=10')).toBe(true));
  });

  it('says when there are no invoices, and offers a retry when the list fails', async () => {
    mockApi({ 'GET /api/orders': page([]) });
    const first = renderAt('/invoices', <InvoiceList />);
    expect(await screen.findByText('You have no invoices yet.')).toBeTruthy();
    first.unmount();
    mockApi({
      'GET /api/orders': { status: 503, body: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
    });
    renderAt('/invoices', <InvoiceList />);
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });
});

describe('invoice detail', () => {
  it('offers pay and Invoice Cancel for a valid invoice awaiting payment, cancelling only after confirmation', async () => {
    let isCancelled = false;
    const { calls } = mockApi({
      'GET /api/orders/OR2603010001': () => ({
        body: isCancelled ? orderFixture({ status: 'OR09', statusLabel: 'Cancelled' }) : orderFixture(),
      }),
      'POST /api/orders/OR2603010001/cancel': () => {
        isCancelled = true;
        return { body: orderFixture({ status: 'OR09', statusLabel: 'Cancelled' }) };
      },
    });
    renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Payment Detail' })).toBeTruthy();
    const pay = within(screen.getByRole('region', { name: 'Pay this invoice' }));
    expect(pay.getByRole('radio', { name: /Bank transfer \(Wise\)\s*\$43\.00/ })).toBeTruthy();
    expect(pay.getByRole('radio', { name: /PayPal\s*\$49\.20/ })).toBeTruthy();
    expect(pay.getByRole('radio', { name: /Credit card\s*\$45\.03/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invoice Cancel' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel this invoice?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this invoice?' })).toBeNull());
    expect(calls.some((call) => call.key === 'POST /api/orders/OR2603010001/cancel')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Invoice Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this invoice?' })).getByRole('button', {
        name: 'Invoice Cancel',
      }),
    );
    expect(await screen.findByText('This invoice was cancelled.')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/orders/OR2603010001/cancel')).toHaveLength(1);
    // The confirmation closes (its button goes with it) and the page offers neither again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
  });

  it('shows the fees an unpaid invoice holds as its own: not struck through, no pending link to itself', async () => {
    // The server answers an open invoice's fees as PENDING in that very invoice.
    const own = { status: 'PENDING' as const, pendingOrderCode: 'OR2603010001' };
    mockApi({
      'GET /api/orders/OR2603010001': {
        body: orderFixture({
          fees: [
            feeFixture({ name: 'Order value', ...own }),
            feeFixture({ name: 'Service fee', amount: 7_000, ...own }),
          ],
        }),
      },
    });
    renderInvoice();
    const fees = within(await screen.findByRole('region', { name: 'What is paid' }));
    for (const name of ['Order value', 'Service fee']) {
      expect(fees.getByText(name).style.textDecoration).toBe('');
    }
    expect(fees.queryByText('Pending')).toBeNull();
    expect(fees.queryByRole('link', { name: 'Invoice OR2603010001' })).toBeNull();
    expect(fees.getAllByText('₩7,000')[0]?.style.textDecoration).toBe('');
  });

  it('says an invalid invoice is invalid and offers neither cancel nor pay', async () => {
    mockApi({
      'GET /api/orders/OR2603010001': {
        body: orderFixture({
          valid: false,
          fees: [feeFixture(), feeFixture({ name: 'Service fee', amount: 7_000, status: 'CANCELLED' })],
        }),
      },
    });
    renderInvoice();
    expect(await screen.findByText(paymentMessages.invoiceInvalid)).toBeTruthy();
    expect(screen.getByText('Service fee').style.textDecoration).toBe('line-through');
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
  });

  it("is 'Payment Completed' once paid, with no cancel; a submitted deposit waits for confirmation", async () => {
    mockApi({
      'GET /api/orders/OR2603010001': {
        body: orderFixture({
          status: 'OR03',
          statusLabel: 'Paid',
          paidAmount: 4_503,
          paidAt: '2026-03-01T11:00:00.000Z',
        }),
      },
      'GET /api/orders/OR2603010002': {
        body: orderFixture({
          code: 'OR2603010002',
          status: 'OR02',
          statusLabel: 'Deposit submitted',
          paymentMethod: 'WISE',
          deposit: {
            referenceCode: '#123456789',
            amountCents: 4_300,
            submittedAt: '2026-03-01T10:30:00.000Z',
          },
        }),
      },
    });
    const first = renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Payment Completed' })).toBeTruthy();
    expect(screen.getByText('Paid (USD)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
    first.unmount();
    renderInvoice('OR2603010002');
    expect(await screen.findByText(/Wise transfer of \$43\.00 \(reference #123456789\)/)).toBeTruthy();
    expect(screen.getByText(/awaiting confirmation by our staff/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
  });

  it('pays an awaiting invoice with a chosen method through the payment window', async () => {
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: 'about:blank' } };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { calls } = mockApi({
      'GET /api/orders/OR2603010001': { body: orderFixture() },
      'POST /api/orders/OR2603010001/pay': {
        body: orderFixture({ payment: { channel: 'PAYLETTER', approveUrl: 'https://card.example/link/9' } }),
      },
    });
    renderInvoice();
    const pay = within(await screen.findByRole('region', { name: 'Pay this invoice' }));
    expect(pay.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
    fireEvent.click(pay.getByRole('radio', { name: /Credit card/ }));
    fireEvent.click(pay.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Payment window' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/OR2603010001/pay')?.body).toEqual({
      paymentMethod: 'CARD',
    });
    expect(popup.location.href).toBe('https://card.example/link/9');
  });
});
