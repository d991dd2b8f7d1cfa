import { type OrderClosedReason, paymentMessages } from '@fanship/domain/payments/payment-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { orderFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceList } from './invoice-list.tsx';

const CODE = 'OR2603010001';
const HOUR = 3_600_000;
/** An ISO time `ms` from now (the page reads expiry against the browser's clock). */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const expiredAnswer = { status: 409, body: { code: 'CONFLICT', message: paymentMessages.orderExpired } };

/** An invoice the server closed (OR09), saying why. */
const closedAs = (closedReason: OrderClosedReason) =>
  ({ status: 'OR09', statusLabel: 'Cancelled', closedReason }) as const;

/** The invoice page (no cancel is confirmed here, so no modals provider). */
const renderInvoice = () => renderAt(`/invoices/${CODE}`, <InvoiceDetail code={CODE} />);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('invoices that expire', () => {
  it('lists when an open invoice must be paid by, and an expired one as expired; none for the rest', async () => {
    const payBy = fromNow(5 * HOUR);
    const past = fromNow(-HOUR);
    mockApi({
      'GET /api/orders': {
        body: {
          content: [
            orderFixture({ expiresAt: payBy }),
            orderFixture({ code: 'OR2603010002', expiresAt: past }),
            orderFixture({ code: 'OR2603010003', status: 'OR03', statusLabel: 'Paid', expiresAt: past }),
            orderFixture({ code: 'OR2603010004' }),
          ],
          currentPage: 1,
          totalPages: 1,
          totalElements: 4,
        },
      },
    });
    renderAt('/invoices', <InvoiceList />);
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const row = (code: string) =>
      within(table.getByRole('link', { name: code }).closest('tr') as HTMLElement);
    expect(row(CODE).getByText(`Pay by ${formatKstDateTime(payBy)}`)).toBeTruthy();
    expect(row(CODE).queryByText('Expired')).toBeNull();
    expect(row(CODE).getByText('Awaiting payment')).toBeTruthy();
    expect(row('OR2603010002').getByText('Expired')).toBeTruthy();
    expect(row('OR2603010002').queryByText('Awaiting payment')).toBeNull();
    expect(row('OR2603010002').getByText(`Expired ${formatKstDateTime(past)}`)).toBeTruthy();
    for (const code of ['OR2603010003', 'OR2603010004']) {
      expect(row(code).queryByText(/Pay by|Expired/)).toBeNull();
    }
  });

  it('reads an invoice the expiry job closed as expired, not cancelled; one the member cancelled as cancelled, even past its time', async () => {
    const past = fromNow(-HOUR);
    mockApi({
      'GET /api/orders': {
        body: {
          content: [
            orderFixture({ ...closedAs('EXPIRED'), expiresAt: past }),
            orderFixture({ ...closedAs('CANCELLED'), code: 'OR2603010002', expiresAt: past }),
          ],
          currentPage: 1,
          totalPages: 1,
          totalElements: 2,
        },
      },
      'GET /api/orders/OR2603010001': { body: orderFixture({ ...closedAs('EXPIRED'), expiresAt: past }) },
    });
    renderAt('/invoices', <InvoiceList />);
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const row = (code: string) =>
      within(table.getByRole('link', { name: code }).closest('tr') as HTMLElement);
    expect(row(CODE).getByText('Expired')).toBeTruthy();
    expect(row(CODE).getByText(`Expired ${formatKstDateTime(past)}`)).toBeTruthy();
    expect(row(CODE).queryByText('Cancelled')).toBeNull();
    expect(row('OR2603010002').getByText('Cancelled')).toBeTruthy();
    expect(row('OR2603010002').queryByText(/Expired/)).toBeNull();
    cleanup();

    renderInvoice();
    expect(await screen.findByText(`Expired ${formatKstDateTime(past)}`)).toBeTruthy();
    expect(screen.getByText(paymentMessages.orderExpired)).toBeTruthy();
    expect(screen.getByText('Expired', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.queryByText('This invoice was cancelled.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
  });

  it('says on an open invoice when to pay by, in Korea time, and why (storage is counted to the day)', async () => {
    const payBy = fromNow(5 * HOUR);
    mockApi({ 'GET /api/orders/OR2603010001': { body: orderFixture({ expiresAt: payBy }) } });
    renderInvoice();
    expect(await screen.findByText(`Pay by ${formatKstDateTime(payBy)} (Korea time)`)).toBeTruthy();
    expect(screen.getByText(/Storage is counted to the day/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pay this invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invoice Cancel' })).toBeTruthy();
  });

  it('reads an invoice past its time as closed: Expired, the reason, Pay Now, neither pay nor cancel', async () => {
    const past = fromNow(-HOUR);
    mockApi({ 'GET /api/orders/OR2603010001': { body: orderFixture({ expiresAt: past }) } });
    renderInvoice();
    expect(await screen.findByText(`Expired ${formatKstDateTime(past)}`)).toBeTruthy();
    expect(screen.getByText(paymentMessages.orderExpired)).toBeTruthy();
    expect(screen.getByText('Expired', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.queryByText('Awaiting payment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Pay Now' }).getAttribute('href')).toBe('/charges');
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
    expect(screen.queryByText(/Pay by/)).toBeNull();
  });

  it('closes by itself when its time comes while the page is open', async () => {
    mockApi({ 'GET /api/orders/OR2603010001': { body: orderFixture({ expiresAt: fromNow(400) }) } });
    renderInvoice();
    expect(await screen.findByRole('region', { name: 'Pay this invoice' })).toBeTruthy();
    expect(await screen.findByText(paymentMessages.orderExpired, {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
  });

  it("shows the server's message when paying is refused as expired, and the page turns to its closed state", async () => {
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: 'about:blank' } };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    let isRefused = false;
    // The browser thought it open; the server (its clock) says expired and the expiry job closed it.
    const { calls } = mockApi({
      'GET /api/orders/OR2603010001': () => ({
        body: isRefused
          ? orderFixture({ ...closedAs('EXPIRED'), expiresAt: fromNow(-1_000) })
          : orderFixture({ expiresAt: fromNow(HOUR) }),
      }),
      'POST /api/orders/OR2603010001/pay': () => {
        isRefused = true;
        return expiredAnswer;
      },
    });
    renderInvoice();
    const pay = within(await screen.findByRole('region', { name: 'Pay this invoice' }));
    fireEvent.click(pay.getByRole('radio', { name: /Credit card/ }));
    fireEvent.click(pay.getByRole('button', { name: 'Pay' }));
    const failure = within(await screen.findByRole('dialog', { name: 'Payment Failure' }));
    expect(
      failure.getByText(`${paymentMessages.paymentFailure} (${paymentMessages.orderExpired}, 409)`),
    ).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    // Read again, closed by the expiry job: it still reads as expired, not cancelled.
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/orders/OR2603010001').length).toBeGreaterThan(1),
    );
    expect(await screen.findByRole('link', { name: 'Go to Pay Now' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull();
    expect(screen.queryByText('This invoice was cancelled.')).toBeNull();
  });

  it("keeps the deposit form's input with the server's message when the deposit is refused as expired", async () => {
    // The browser's clock is behind the server's: to it the invoice has an hour left, the server says expired.
    const { calls } = mockApi({
      'GET /api/orders/OR2603010001': {
        body: orderFixture({ paymentMethod: 'WISE', totalAmountUsd: 4_300, expiresAt: fromNow(HOUR) }),
      },
      'POST /api/orders/OR2603010001/deposit': expiredAnswer,
      'GET /api/payments/wise-account': { status: 503, body: { code: 'UNAVAILABLE', message: 'Later' } },
    });
    renderInvoice();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit deposit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Bank transfer (Wise)' }));
    const amount = form.getByRole('textbox', { name: 'Amount (USD)' });
    const reference = form.getByRole('textbox', { name: 'Reference code' });
    fireEvent.change(amount, { target: { value: '43.00' } });
    fireEvent.change(reference, { target: { value: '#123456789' } });
    fireEvent.click(form.getByRole('button', { name: 'Submit deposit' }));
    expect(await form.findByText(paymentMessages.orderExpired)).toBeTruthy();
    expect(amount).toHaveProperty('value', '43.00');
    expect(reference).toHaveProperty('value', '#123456789');
    // Behind the form, the invoice was read again and reads as expired (the server said so), with nothing to pay it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay this invoice' })).toBeNull());
    expect(screen.getByText('Expired', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice Cancel' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/orders/OR2603010001').length).toBeGreaterThan(1),
    );
  });
});
