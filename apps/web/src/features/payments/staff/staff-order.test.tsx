import { orderRequestKind } from '@fanship/domain/requests/request-kinds';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import {
  attemptFixture,
  ORDER_CODE,
  paidOrderFixture,
  staffOrderFixture,
  TARGET_CODE,
} from '../../../test/staff-order-fixtures.ts';

const DETAIL = `GET /api/staff/requests/order/${ORDER_CODE}`;
const action = (step: string) => `POST /api/staff/orders/${ORDER_CODE}/${step}`;

function openPage() {
  renderAt(
    `/staff/requests/order/${ORDER_CODE}`,
    <StaffRequestDetailPage kind={orderRequestKind} code={ORDER_CODE} />,
  );
}

/** The value cell of a label in a section's label/value table. */
function cellOf(section: HTMLElement, label: string): string {
  return within(section).getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? '';
}

describe('staff order page', () => {
  it('shows the amounts, rates, fees linked to their requests and the payment attempts with provider references', async () => {
    mockApi({
      [DETAIL]: {
        body: paidOrderFixture({
          paymentMethod: 'PAYPAL',
          totalAmountUsd: 3_569,
          discountAmount: 500,
          paidAmount: 3_569,
          deposit: null,
          attempts: [
            attemptFixture({
              providerRef: '5O190127TN364715T',
              status: 'FAILED',
              failureCode: 'INSTRUMENT_DECLINED',
              failureReason: 'The card was declined',
            }),
            attemptFixture({
              providerRef: '8MC585209K746392H',
              providerPaymentId: '3C679366HH908993F',
              status: 'PAID',
              createdAt: '2026-03-01T11:00:00.000Z',
            }),
          ],
        }),
      },
    });
    openPage();
    expect(await screen.findByRole('heading', { name: `[Order] ${ORDER_CODE}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Orders' }).getAttribute('href')).toBe('/staff/requests/order');

    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(cellOf(amounts, 'Payment method')).toBe('PayPal');
    expect(cellOf(amounts, 'Total')).toBe('₩43,000');
    expect(cellOf(amounts, 'Discount')).toBe('−₩500');
    expect(cellOf(amounts, 'Credit redeemed')).toBe('−₩1,000');
    expect(cellOf(amounts, 'Left to pay')).toBe('₩42,000');
    expect(cellOf(amounts, 'To pay in USD')).toBe('$35.69');
    expect(cellOf(amounts, 'Exchange rate')).toBe('₩1,350 per US$1');
    expect(cellOf(amounts, 'Wise rate')).toBe('₩1,340.5 per US$1');
    expect(cellOf(amounts, 'Paid')).toMatch(/^\$35\.69 · /);
    // A PayPal order never had a Wise deposit.
    expect(screen.queryByRole('region', { name: 'Wise deposit' })).toBeNull();

    const fees = within(screen.getByRole('table', { name: 'Fees' }));
    const serviceFee = fees.getByText('OFM service fee').closest('tr') as HTMLElement;
    expect(within(serviceFee).getByRole('link', { name: TARGET_CODE }).getAttribute('href')).toBe(
      `/staff/requests/ofm/${TARGET_CODE}`,
    );
    expect(within(serviceFee).getByText('₩7,000')).toBeTruthy();
    expect(within(serviceFee).getByText('PAID')).toBeTruthy();
    const targets = screen.getByRole('region', { name: 'Targets' });
    expect(within(targets).getByRole('link', { name: TARGET_CODE })).toBeTruthy();

    const attempts = within(screen.getByRole('table', { name: 'Payment attempts' }));
    const failed = attempts.getByText('5O190127TN364715T').closest('tr') as HTMLElement;
    expect(within(failed).getByText('FAILED')).toBeTruthy();
    expect(within(failed).getByText('INSTRUMENT_DECLINED: The card was declined')).toBeTruthy();
    const paid = attempts.getByText('8MC585209K746392H').closest('tr') as HTMLElement;
    expect(within(paid).getByText('3C679366HH908993F')).toBeTruthy();
    expect(within(paid).getByText('$35.69')).toBeTruthy();
    expect(within(paid).getByText('PAID')).toBeTruthy();

    // Paid, not refunded: the refund is offered, and staff never cancel an order.
    expect(
      within(screen.getByRole('region', { name: 'Refund' })).getByRole('button', {
        name: 'Refund to credit',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('offers no Cancel for an order awaiting payment, says when no window was opened and when it is invalid', async () => {
    mockApi({
      [DETAIL]: {
        body: staffOrderFixture({ status: 'OR01', deposit: null, valid: false, attempts: [] }),
      },
    });
    openPage();
    expect(await screen.findByText('No payment window was opened for this order.')).toBeTruthy();
    expect(screen.getByText('This invoice is invalid (Cancellation of related fees)')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Wise deposit' })).getByText(/No deposit has been submitted/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.queryByRole('button', { name: /deposit/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund to credit' })).toBeNull();
  });

  it('confirms a deposit after showing it against the expected Wise amount, the mismatch called out', async () => {
    let current = staffOrderFixture({
      deposit: { referenceCode: '#123456789', amountCents: 3_033, submittedAt: '2026-03-01T11:00:00.000Z' },
    });
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [action('confirm-deposit')]: () => {
        current = paidOrderFixture({ deposit: current.deposit, paidAmount: 3_033 });
        return { body: current };
      },
    });
    openPage();
    const deposit = await screen.findByRole('region', { name: 'Wise deposit' });
    expect(cellOf(deposit, 'Reference number')).toBe('#123456789');
    expect(cellOf(deposit, 'Expected (Wise)')).toBe('$31.33');
    expect(within(deposit).getByText('Sent $1.00 less than expected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('deposit-amount').textContent).toBe('$30.33');
    expect(dialog.getByText('The amounts differ')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const form = within(await screen.findByRole('dialog'));
    // What arrived starts as what the member reported; a difference needs what is done with it.
    const received = form.getByRole('textbox', { name: fieldLabel('Received (USD)') }) as HTMLInputElement;
    expect(received.value).toBe('30.33');
    fireEvent.click(form.getByRole('button', { name: 'Confirm deposit' }));
    expect(
      await form.findByText(
        '$30.33 received for an invoice of $31.33 ($1.00 less than the invoice): say what is done with the difference.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.change(received, { target: { value: '30.335' } });
    expect(await form.findByText('Amount can have at most 2 decimal places (whole cents)')).toBeTruthy();
    fireEvent.change(received, { target: { value: '30.33' } });
    fireEvent.change(form.getByRole('textbox', { name: fieldLabel('What is done with the difference') }), {
      target: { value: 'The member pays $1.00 with the next invoice.' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.key === action('confirm-deposit'))).toHaveLength(1);
    expect(calls.find((call) => call.key === action('confirm-deposit'))?.body).toEqual({
      receivedAmount: 30.33,
      reason: 'The member pays $1.00 with the next invoice.',
    });
    expect(cellOf(screen.getByRole('region', { name: 'Wise deposit' }), 'Received')).toBe('$30.33');
    expect(await screen.findByRole('region', { name: 'Refund' })).toBeTruthy();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Confirm deposit' })).toBeNull();
  });

  it('shows the server’s refusal of a confirmation in the dialog and reads the order again', async () => {
    let current = staffOrderFixture();
    mockApi({
      [DETAIL]: () => ({ body: current }),
      [action('confirm-deposit')]: () => {
        current = staffOrderFixture({ status: 'OR01', deposit: null });
        return {
          status: 409,
          body: { code: 'CONFLICT', message: 'This invoice has no deposit awaiting confirmation.' },
        };
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText('The amounts differ')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm deposit' }));
    expect(await dialog.findByText('This invoice has no deposit awaiting confirmation.')).toBeTruthy();
    await act(async () => undefined);
    expect(await dialog.findByText(/This order is now awaiting payment/)).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Confirm deposit' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('rejects a deposit only with a reason, which is sent to the server', async () => {
    let current = staffOrderFixture();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [action('reject-deposit')]: () => {
        current = staffOrderFixture({
          status: 'OR01',
          deposit: null,
          history: [
            ...current.history,
            {
              fromStatus: 'OR02',
              toStatus: 'OR01',
              toLabel: 'Awaiting payment',
              actor: 'staff',
              reason: 'No transfer with this number arrived.',
              createdAt: '2026-03-01T12:00:00.000Z',
            },
          ],
        });
        return { body: current };
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject deposit' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject deposit' }));
    expect(await dialog.findByText('Reason is required')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: ' No transfer with this number arrived. ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key === action('reject-deposit'))?.body).toEqual({
      reason: 'No transfer with this number arrived.',
    });
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('Reason: No transfer with this number arrived.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject deposit' })).toBeNull();
  });
});

describe('refund to credit', () => {
  it('checks the amount and reason, shows the server’s 409 with the input kept, and then the refunded amount', async () => {
    let current = paidOrderFixture();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [action('refund-to-credit')]: () => {
        current = paidOrderFixture({ refundedKrw: 5_000, refundedToCreditKrw: 5_000 });
        return {
          status: 409,
          body: { code: 'CONFLICT', message: 'This invoice was already refunded to credit.' },
        };
      },
    });
    openPage();
    const refund = await screen.findByRole('region', { name: 'Refund' });
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund to credit' }));
    const form = within(await screen.findByRole('form', { name: 'Refund to credit' }));
    expect(form.getByText('At most ₩43,000')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Refund to credit' }));
    expect(await form.findByText('Amount is required')).toBeTruthy();
    expect(form.getByText('Reason is required')).toBeTruthy();

    const amount = form.getByRole('textbox', { name: fieldLabel('Amount (KRW)') });
    fireEvent.change(amount, { target: { value: '43001' } });
    const reason = form.getByRole('textbox', { name: fieldLabel('Reason') });
    fireEvent.change(reason, { target: { value: 'Sold out after payment' } });
    fireEvent.click(form.getByRole('button', { name: 'Refund to credit' }));
    expect(await form.findByText('At most ₩43,000 can be refunded for this invoice.')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(form.getByRole('button', { name: 'Refund to credit' }));
    expect(await form.findByText('This invoice was already refunded to credit.')).toBeTruthy();
    expect(calls.find((call) => call.key === action('refund-to-credit'))?.body).toEqual({
      amount: 5_000,
      reason: 'Sold out after payment',
    });
    expect((reason as HTMLInputElement).value).toBe('Sold out after payment');
    expect((amount as HTMLInputElement).value).toBe('5,000');
    // The page was read again: the refund is there, and nothing more can be refunded.
    expect((await screen.findByTestId('refunded')).textContent).toBe('₩5,000');
    await waitFor(() =>
      expect((form.getByRole('button', { name: 'Refund to credit' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('offers only what is left after its request’s refund, and says what was refunded by which path', async () => {
    const { calls } = mockApi({
      [DETAIL]: { body: paidOrderFixture({ refundedKrw: 10_000, refundedToCreditKrw: 0 }) },
    });
    openPage();
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(within(refund).getByTestId('refunded').textContent).toBe('₩10,000');
    expect(within(refund).getByText(/₩10,000 of it by its requests' refunds/)).toBeTruthy();
    expect(within(refund).getByText(/Give up to ₩33,000/)).toBeTruthy();
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund to credit' }));
    const form = within(await screen.findByRole('form', { name: 'Refund to credit' }));
    expect(form.getByText('At most ₩33,000')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: fieldLabel('Amount (KRW)') }), {
      target: { value: '33001' },
    });
    fireEvent.change(form.getByRole('textbox', { name: fieldLabel('Reason') }), {
      target: { value: 'Sold out' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Refund to credit' }));
    expect(await form.findByText('At most ₩33,000 can be refunded for this invoice.')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('refunds part of a paid order, up to what is left after the discount, and then shows the refunded amount', async () => {
    let current = paidOrderFixture({ discountAmount: 3_000 });
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [action('refund-to-credit')]: () => {
        current = paidOrderFixture({
          discountAmount: 3_000,
          refundedKrw: 40_000,
          refundedToCreditKrw: 40_000,
        });
        return { body: current };
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to credit' }));
    const form = within(await screen.findByRole('form', { name: 'Refund to credit' }));
    expect(form.getByText('At most ₩40,000')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: fieldLabel('Amount (KRW)') }), {
      target: { value: '40,000' },
    });
    fireEvent.change(form.getByRole('textbox', { name: fieldLabel('Reason') }), {
      target: { value: 'Shop cancelled the order' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Refund to credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key === action('refund-to-credit'))?.body).toEqual({
      amount: 40_000,
      reason: 'Shop cancelled the order',
    });
    expect((await screen.findByTestId('refunded')).textContent).toBe('₩40,000');
    expect(screen.queryByRole('button', { name: 'Refund to credit' })).toBeNull();
  });
});
