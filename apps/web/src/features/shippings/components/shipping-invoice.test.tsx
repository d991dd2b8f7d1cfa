import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { shippingDetail, shippingInvoiceFixture } from '../../../test/shipping-fixtures.ts';
import { InvoiceDetailButton } from './shipping-invoice.tsx';

const code = 'SH2603090001';
const INVOICE = `GET /api/shipping-services/${code}/invoice`;

async function openDetail(status = 'SCSH03') {
  renderAt(`/shippings/${code}`, <InvoiceDetailButton data={shippingDetail({ status })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Invoice Detail' }));
  return within(await screen.findByRole('dialog', { name: `Invoice of ${code}` }));
}

describe("'Invoice Detail'", () => {
  it('paid: the lines, the storage per package, the total and the order’s method, dollars, credit and date as frozen', async () => {
    const { calls } = mockApi({ [INVOICE]: { body: shippingInvoiceFixture() } });
    const dialog = await openDetail();
    expect(await dialog.findByLabelText('Invoice total')).toBeTruthy();
    expect(dialog.getByLabelText('Invoice total').textContent).toBe('₩27,500');
    const shown = [
      'Shipping (K-Packet)',
      'PK2603010002',
      '40 days stored, 45 free, 0 charged',
      'OR2603100001',
      'Credit card',
      'Charged',
      '$17.24',
      '₩5,000',
      '2026-03-10 12:00 KST',
    ];
    for (const text of shown) expect(dialog.getByText(text)).toBeTruthy();
    // No per-method dollars at today's rates, and no call for today's rates.
    expect(dialog.queryByText('PayPal')).toBeNull();
    expect(calls.some((call) => call.key.includes('exchange-rates'))).toBe(false);
  });

  it('a deposit awaiting confirmation: what the order is to charge, not paid yet', async () => {
    const fixture = shippingInvoiceFixture();
    mockApi({
      [INVOICE]: { body: { ...fixture, order: { ...fixture.order!, method: 'WISE', paidAt: null } } },
    });
    const dialog = await openDetail('SCSH02');
    expect(await dialog.findByText('To pay')).toBeTruthy();
    expect(dialog.getByText('Bank transfer (Wise)')).toBeTruthy();
    expect(dialog.getByText('Awaiting confirmation')).toBeTruthy();
  });

  it('unpaid: the dollars each method comes to', async () => {
    mockApi({ [INVOICE]: { body: shippingInvoiceFixture({ order: null }) } });
    const dialog = await openDetail('SCSH01');
    expect(await dialog.findByText('In US dollars')).toBeTruthy();
    expect(dialog.getByText('$20.07')).toBeTruthy();
    expect(dialog.getByText('$21.10')).toBeTruthy();
    expect(dialog.getByText('$20.86')).toBeTruthy();
  });

  it('shows the server’s message when the invoice cannot be read, and reads it again on retry', async () => {
    let fail = true;
    mockApi({
      [INVOICE]: () =>
        fail
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Resource Not Found' } }
          : { body: shippingInvoiceFixture() },
    });
    const dialog = await openDetail();
    expect(await dialog.findByText('Resource Not Found')).toBeTruthy();
    fail = false;
    fireEvent.click(dialog.getByRole('button', { name: /retry|try again/i }));
    expect(await dialog.findByText('$17.24')).toBeTruthy();
  });
});
