import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { usdAmountMessages } from '@fanship/domain/payments/usd-amount';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chargeFixture, feeFixture, orderFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ChargesList } from './charges-list.tsx';

const twoCharges = [
  chargeFixture(),
  chargeFixture({
    targetCode: 'OF2603010002',
    fees: ['Prepayment', 'Service fee', 'Domestic shipping', 'Bunjang fee', 'Bunjang commission'].map(
      (name) => feeFixture({ name, amount: 1_000, originTargetCode: 'OF2603010002' }),
    ),
  }),
];

/** A stand-in for the payment window the page opens. */
function fakeWindow() {
  return { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: 'about:blank' } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders /charges, selects the first charge and presses Pay Now; answers the preview dialog. */
async function openPreview(answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/charges': { body: [chargeFixture()] }, ...answers });
  renderAt('/charges', <ChargesList />);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select OF2603010001' }));
  fireEvent.click(within(screen.getByTestId('selection-summary')).getByRole('button', { name: 'Pay Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment Detail' });
  // The amounts are there once the preview answered.
  await within(dialog).findByText('$43.00');
  return { ...api, dialog: within(dialog) };
}

describe('/charges (Pay Now list)', () => {
  it("shows each charge's first three fees then 'Show more (n)', and totals the selection", async () => {
    mockApi({ 'GET /api/charges': { body: twoCharges } });
    renderAt('/charges', <ChargesList />);
    const second = within(await screen.findByRole('article', { name: 'Charge OF2603010002' }));
    expect(second.getByText('Domestic shipping')).toBeTruthy();
    expect(second.queryByText('Bunjang fee')).toBeNull();
    fireEvent.click(second.getByRole('button', { name: 'Show more (2)' }));
    expect(second.getByText('Bunjang fee')).toBeTruthy();
    expect(second.getByText('Bunjang commission')).toBeTruthy();
    expect(second.queryByRole('button', { name: /Show more/ })).toBeNull();

    const summary = screen.getByTestId('selection-summary');
    expect(summary.textContent).toContain('No requests selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(summary.textContent).toContain('2 selected');
    expect(summary.textContent).toContain('₩48,000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select OF2603010001' }));
    expect(summary.textContent).toContain('1 selected');
    expect(summary.textContent).toContain('₩5,000');
    // The phone bar carries the same summary and Pay Now.
    const bar = within(screen.getByRole('region', { name: 'Selected requests' }));
    expect(bar.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it("says 'Please select items to pay' when Pay Now is pressed with nothing selected", async () => {
    const { calls } = mockApi({ 'GET /api/charges': { body: twoCharges } });
    renderAt('/charges', <ChargesList />);
    await screen.findByRole('article', { name: 'Charge OF2603010001' });
    fireEvent.click(within(screen.getByTestId('selection-summary')).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(paymentMessages.selectItems)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment Detail' })).toBeNull();
    expect(calls.some((call) => call.key === 'POST /api/orders/preview')).toBe(false);
  });

  it('says when there is nothing to pay, and offers a retry when the list fails', async () => {
    mockApi({ 'GET /api/charges': { body: [] } });
    const first = renderAt('/charges', <ChargesList />);
    expect(await screen.findByText('You have nothing to pay right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your invoices' }).getAttribute('href')).toBe('/invoices');
    first.unmount();
    mockApi({
      'GET /api/charges': { status: 503, body: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
    });
    renderAt('/charges', <ChargesList />);
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('payment preview (Payment Detail)', () => {
  it('asks the preview for the selected targets and shows every method with its own dollar amount', async () => {
    const { calls, dialog } = await openPreview({ 'POST /api/orders/preview': { body: previewFixture() } });
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
      targets: [{ code: 'OF2603010001', type: 'OFM' }],
      creditRedeemAmount: 0,
    });
    expect(dialog.getByRole('radio', { name: /Bank transfer \(Wise\)\s*\$43\.00/ })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: /PayPal\s*\$49\.20/ })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: /Credit card\s*\$45\.03/ })).toBeTruthy();
    expect(dialog.queryByRole('radio', { name: /Paid with credit/ })).toBeNull();
    expect(dialog.getByText('You have no credit to use.')).toBeTruthy();
    // Pay waits for a method.
    expect(dialog.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('radio', { name: /PayPal/ }));
    expect(dialog.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
  });

  it('strikes a pending fee through with the spec message, links its invoice and keeps Pay disabled', async () => {
    const pendingCharge = chargeFixture({
      fees: [
        feeFixture(),
        feeFixture({
          name: 'Service fee',
          amount: 7_000,
          status: 'PENDING',
          pendingOrderCode: 'OR2602280003',
        }),
      ],
    });
    const { dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture([pendingCharge], { hasPendingFee: true }) },
    });
    expect(dialog.getByText(paymentMessages.pendingFee)).toBeTruthy();
    const pendingName = dialog.getByText('Service fee');
    expect(pendingName.style.textDecoration).toBe('line-through');
    expect(dialog.getByText('Prepayment').style.textDecoration).toBe('');
    expect(dialog.getByRole('link', { name: 'Go to invoice OR2602280003' }).getAttribute('href')).toBe(
      '/invoices/OR2602280003',
    );
    fireEvent.click(dialog.getByRole('radio', { name: /Credit card/ }));
    expect(dialog.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
  });

  it('caps the credit at the most this payment can take and asks the preview again with it', async () => {
    // 50,000 won of credit, of which this payment can take at most 43,000.
    const withCredit = (redeem: Parameters<typeof previewFixture>[1] = {}) =>
      previewFixture([chargeFixture()], { creditAvailable: 50_000, maxCreditRedeem: 43_000, ...redeem });
    const answers: Record<number, ReturnType<typeof previewFixture>> = {
      0: withCredit(),
      5000: withCredit({
        creditRedeemAmount: 5_000,
        amount: 38_000,
        amountsUsd: { WISE: 3_800, PAYPAL: 4_352, CARD: 3_979 },
      }),
      43000: withCredit({
        creditRedeemAmount: 43_000,
        amount: 0,
        amountsUsd: { WISE: 0, PAYPAL: 0, CARD: 0 },
      }),
    };
    const { calls, dialog } = await openPreview({
      'POST /api/orders/preview': (body) => ({
        body: answers[(body as { creditRedeemAmount: number }).creditRedeemAmount] ?? answers[0],
      }),
      'POST /api/orders/request': {
        body: orderFixture({ status: 'OR03', paymentMethod: 'CREDIT', amount: 0 }),
      },
    });
    const credit = dialog.getByRole('textbox', { name: /Credit to redeem/ }) as HTMLInputElement;
    fireEvent.change(credit, { target: { value: '5000' } });
    // At once from the preview's rates, then from the server's answer for 5,000 (asked once typing stops).
    expect(await dialog.findByText('$38.00')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/orders/preview').at(-1)?.body).toEqual({
        targets: [{ code: 'OF2603010001', type: 'OFM' }],
        creditRedeemAmount: 5_000,
      }),
    );
    await waitFor(() => expect(dialog.queryByText('Updating the amounts…')).toBeNull());
    expect(dialog.getByText('$38.00')).toBeTruthy();
    expect(dialog.getByText('$43.52')).toBeTruthy();
    expect(dialog.getByText('$39.79')).toBeTruthy();

    // More than the payment can take is cut to the cap, and then credit is the only method.
    fireEvent.change(credit, { target: { value: '99999' } });
    await waitFor(() => expect(credit.value).toBe('43,000'));
    expect(dialog.getByText('At most ₩43,000 can be used for this payment')).toBeTruthy();
    const creditOnly = await dialog.findByRole('radio', { name: /Credit\s*Paid with credit/ });
    expect(dialog.queryByRole('radio', { name: /PayPal/ })).toBeNull();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.key === 'POST /api/orders/preview').map((call) => call.body),
      ).toContainEqual({ targets: [{ code: 'OF2603010001', type: 'OFM' }], creditRedeemAmount: 43_000 }),
    );
    expect(
      calls
        .filter((call) => call.key === 'POST /api/orders/preview')
        .every((call) => (call.body as { creditRedeemAmount: number }).creditRedeemAmount <= 43_000),
    ).toBe(true);
    fireEvent.click(creditOnly);
    const pay = dialog.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/orders/request')?.body).toEqual({
        targets: [{ code: 'OF2603010001', type: 'OFM' }],
        creditRedeemAmount: 43_000,
        paymentMethod: 'CREDIT',
      }),
    );
    // Paid at once (OR03): the success dialog.
    const success = await screen.findByRole('dialog', { name: 'Payment Completed' });
    expect(within(success).getByText(/invoice OR2603010001 is complete/)).toBeTruthy();
  });

  it("toasts 'The order is invalid.' when the order answers valid false", async () => {
    const { dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': { body: orderFixture({ valid: false, paymentMethod: 'WISE' }) },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paymentMessages.orderInvalid)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Detail' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Bank transfer (Wise)' })).toBeNull();
  });

  it('shows the Payment Failure text with the reason and status when the order request fails', async () => {
    const { dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'OF2603010001 is already in invoice OR2602280003. Pay or cancel that invoice first.',
        },
      },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    const failure = within(await screen.findByRole('dialog', { name: 'Payment Failure' }));
    expect(
      failure.getByText(
        `${paymentMessages.paymentFailure} (OF2603010001 is already in invoice OR2602280003. Pay or cancel that invoice first., 409)`,
      ),
    ).toBeTruthy();
  });

  it('opens the deposit form for a Wise order, with the contract messages, and submits the deposit', async () => {
    const wiseOrder = orderFixture({ paymentMethod: 'WISE', totalAmountUsd: 4_300 });
    const { calls, dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': { body: wiseOrder },
      'POST /api/orders/OR2603010001/deposit': {
        body: { ...wiseOrder, status: 'OR02', statusLabel: 'Deposit submitted' },
      },
      'GET /api/payments/wise-account': {
        body: {
          accountHolder: 'Fanship Co., Ltd.',
          bankName: 'Community Federal Savings Bank',
          accountNumber: '8310123456',
          routingNumber: '026073150',
          iban: null,
          swiftCode: 'CMFGUS33',
          bankAddress: null,
          currency: 'USD',
        },
      },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    const form = within(await screen.findByRole('dialog', { name: 'Bank transfer (Wise)' }));
    expect(form.getByTestId('deposit-amount').textContent).toBe('$43.00');
    // Where to send it: the exact dollars, the invoice number as the reference, and the account's details.
    const account = await form.findByRole('region', { name: 'Wise account' });
    const cell = (label: string) =>
      within(account).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(cell('Amount (USD)')).toBe('43.00');
    expect(cell('Reference')).toBe('OR2603010001');
    expect(cell('Account holder')).toBe('Fanship Co., Ltd.');
    expect(cell('Bank')).toBe('Community Federal Savings Bank');
    expect(cell('Account number')).toBe('8310123456');
    expect(cell('Routing number (ACH)')).toBe('026073150');
    expect(cell('SWIFT/BIC')).toBe('CMFGUS33');
    expect(within(account).queryByRole('rowheader', { name: 'IBAN' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Submit deposit' }));
    expect(await form.findByText(paymentMessages.amountRequired)).toBeTruthy();
    expect(form.getByText(paymentMessages.referenceRequired)).toBeTruthy();
    const amount = form.getByRole('textbox', { name: 'Amount (USD)' });
    const reference = form.getByRole('textbox', { name: 'Reference code' });
    fireEvent.change(amount, { target: { value: '43.0.0' } });
    fireEvent.change(reference, { target: { value: '#12345' } });
    expect(await form.findByText(paymentMessages.amountInvalid)).toBeTruthy();
    expect(form.getByText(paymentMessages.transactionNumber)).toBeTruthy();
    // A fraction of a cent, or nothing, is refused with the shared contract's message; nothing is sent.
    fireEvent.change(amount, { target: { value: '0.001' } });
    expect(await form.findByText(usdAmountMessages.fractionOfCent)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await form.findByText(usdAmountMessages.notPositive)).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/orders/OR2603010001/deposit')).toBe(false);
    fireEvent.change(amount, { target: { value: '1,043.00' } });
    fireEvent.change(reference, { target: { value: ' 123456789 ' } });
    fireEvent.click(form.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText(paymentMessages.depositSuccessful)).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/OR2603010001/deposit')?.body).toEqual({
      paymentMethod: 'WISE',
      referenceCode: '#123456789',
      amount: 1043,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bank transfer (Wise)' })).toBeNull());
  });

  it('opens the payment window in the click, sends it to the approve address, and shows the result it posts', async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { calls, dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': {
        body: orderFixture({
          paymentMethod: 'PAYPAL',
          payment: { channel: 'PAYPAL', approveUrl: 'https://pay.example/approve/1' },
        }),
      },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /PayPal/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    // Opened at once (a browser allows a window only in the click), before the order answered.
    expect(open).toHaveBeenCalledWith('about:blank', 'fanship-payment', expect.stringContaining('popup'));
    const overlay = within(await screen.findByRole('dialog', { name: 'Payment window' }));
    expect(popup.location.href).toBe('https://pay.example/approve/1');
    expect(overlay.getByText(paymentMessages.windowHint)).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/request')?.body).toMatchObject({
      paymentMethod: 'PAYPAL',
    });

    // Continue brings the open window forward.
    fireEvent.click(overlay.getByRole('button', { name: 'Continue' }));
    expect(popup.focus).toHaveBeenCalled();

    // Another origin, another shape or another order are not the window's answer.
    const post = (data: unknown, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin }));
      });
    const success = { source: 'fanship-payment', type: 'success', orderCode: 'OR2603010001', status: 'OR03' };
    post(success, 'https://evil.example');
    post({ ...success, source: 'other' });
    post({ ...success, orderCode: 'OR2603010009' });
    expect(screen.getByRole('dialog', { name: 'Payment window' })).toBeTruthy();
    expect(popup.close).not.toHaveBeenCalled();

    post({
      source: 'fanship-payment',
      type: 'failure',
      orderCode: 'OR2603010001',
      code: 'DECLINED',
      reason: 'Card declined',
    });
    const failure = within(await screen.findByRole('dialog', { name: 'Payment Failure' }));
    expect(failure.getByText(`${paymentMessages.paymentFailure} (Card declined, DECLINED)`)).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Payment window' })).toBeNull();
  });

  it("says 'Failed to open payment window' when the browser refuses it, and Continue tries again", async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': {
        body: orderFixture({
          paymentMethod: 'CARD',
          payment: { channel: 'PAYLETTER', approveUrl: 'https://card.example/link/1' },
        }),
      },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Credit card/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paymentMessages.windowFailed)).toBeTruthy();
    const overlay = within(await screen.findByRole('dialog', { name: 'Payment window' }));
    open.mockImplementation(() => popup as unknown as Window);
    fireEvent.click(overlay.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenLastCalledWith(
      'https://card.example/link/1',
      'fanship-payment',
      expect.any(String),
    );
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'fanship-payment', type: 'success', orderCode: 'OR2603010001', status: 'OR03' },
          origin: window.location.origin,
        }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Payment Completed' })).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });

  it("says 'Failed to create payment link' when a window method answers no payment link", async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { dialog } = await openPreview({
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': { body: orderFixture({ paymentMethod: 'CARD', payment: null }) },
    });
    fireEvent.click(dialog.getByRole('radio', { name: /Credit card/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paymentMessages.linkFailed)).toBeTruthy();
    // The window opened for it in the click is closed again.
    expect(popup.close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Payment window' })).toBeNull();
  });
});

describe('a shipping on /charges and in the preview', () => {
  const shipping = chargeFixture({
    targetCode: 'SH2603090001',
    type: 'SHIPPING',
    statusLabel: 'Unpaid',
    summary: 'PK2603080001 · KP',
    fees: [
      ['Shipping (K-Packet)', 21_000],
      ['Consolidation', 1_500],
      ['Unboxing video', 2_500],
      ['Storage (PK2603080001)', 3_000],
    ].map(([name, amount]) =>
      feeFixture({ name: String(name), amount: Number(amount), originTargetCode: 'SH2603090001' }),
    ),
  });

  it('links the shipping to its page and lists each of its fee lines, in the list and in the preview', async () => {
    mockApi({
      'GET /api/charges': { body: [shipping] },
      'POST /api/orders/preview': { body: previewFixture([shipping]) },
    });
    renderAt('/charges', <ChargesList />);
    const card = within(await screen.findByRole('article', { name: 'Charge SH2603090001' }));
    expect(card.getByRole('link', { name: 'SH2603090001' }).getAttribute('href')).toBe(
      '/shippings/SH2603090001',
    );
    fireEvent.click(card.getByRole('button', { name: 'Show more (1)' }));
    for (const name of ['Shipping (K-Packet)', 'Consolidation', 'Unboxing video', 'Storage (PK2603080001)'])
      expect(card.getByText(name)).toBeTruthy();
    fireEvent.click(card.getByRole('checkbox', { name: 'Select SH2603090001' }));
    fireEvent.click(within(screen.getByTestId('selection-summary')).getByRole('button', { name: 'Pay Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    const charge = within(await dialog.findByRole('region', { name: 'SH2603090001' }));
    fireEvent.click(charge.getByRole('button', { name: 'Show more (1)' }));
    expect(charge.getByText('Storage (PK2603080001)')).toBeTruthy();
    expect(charge.getByText('₩28,000')).toBeTruthy();
  });
});
