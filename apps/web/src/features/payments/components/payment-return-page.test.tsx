import {
  CONFIRM_POLL_INTERVAL_MS,
  CONFIRM_POLL_MAX_ATTEMPTS,
  paymentMessages,
} from '@fanship/domain/payments/payment-contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

const CONFIRM = 'POST /api/orders/OR2603010001/confirm-payment';
const successPath =
  '/payment/success?channel_key=PAYLETTER&merchant_order_ref=OR2603010001&link_order_ref=pl_77&status_code=1000&status_reason=OK';

const answer = (status: string, failure: { code: string; reason: string } | null = null) => ({
  body: { code: 'OR2603010001', status, valid: true, failure },
});

/** The page that opened the payment window. */
function stubOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

type Opener = ReturnType<typeof stubOpener>;

/** The window that opened the payment was told the payment failed, with the provider's code and reason. */
function expectPostedFailure(opener: Opener, code: string, reason: string) {
  expect(opener.postMessage).toHaveBeenCalledWith(
    { source: 'fanship-payment', type: 'failure', orderCode: 'OR2603010001', code, reason },
    window.location.origin,
  );
}

/** The window that opened the payment was told the invoice is paid. */
function expectPostedSuccess(opener: Opener) {
  expect(opener.postMessage).toHaveBeenCalledWith(
    { source: 'fanship-payment', type: 'success', orderCode: 'OR2603010001', status: 'OR03' },
    window.location.origin,
  );
}

/** Lets the mocked answers arrive and moves the clock on. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

const confirmCalls = (calls: { key: string }[]) => calls.filter((call) => call.key === CONFIRM).length;

describe('payment waiting page (/payment/success)', () => {
  it('confirms every 2 s, at most 10 times, then posts TIMEOUT "Maximum attempts exceeded" to the opener', async () => {
    const opener = stubOpener();
    const { calls } = mockApi({ [CONFIRM]: answer('OR01') });
    renderAt(successPath, <PaymentReturnPage outcome="success" />);
    expect(screen.getByText(/We're verifying your payment\./)).toBeTruthy();
    await advance(0);
    expect(confirmCalls(calls)).toBe(1);
    expect(calls.find((call) => call.key === CONFIRM)?.body).toEqual({ code: 'OR2603010001' });
    await advance(CONFIRM_POLL_INTERVAL_MS - 1);
    expect(confirmCalls(calls)).toBe(1);
    await advance(1);
    expect(confirmCalls(calls)).toBe(2);
    await advance(CONFIRM_POLL_INTERVAL_MS * (CONFIRM_POLL_MAX_ATTEMPTS - 2));
    expect(confirmCalls(calls)).toBe(CONFIRM_POLL_MAX_ATTEMPTS);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expectPostedFailure(opener, 'TIMEOUT', paymentMessages.maximumAttempts);
    await advance(CONFIRM_POLL_INTERVAL_MS * 5);
    expect(confirmCalls(calls)).toBe(CONFIRM_POLL_MAX_ATTEMPTS);
    expect(
      screen.getByText(`${paymentMessages.paymentFailure} (${paymentMessages.maximumAttempts}, TIMEOUT)`),
    ).toBeTruthy();
  });

  it('posts success to the opener and closes itself once the order is OR03', async () => {
    const opener = stubOpener();
    let tries = 0;
    const { calls } = mockApi({
      [CONFIRM]: () => {
        tries += 1;
        return answer(tries < 3 ? 'OR01' : 'OR03');
      },
    });
    renderAt(successPath, <PaymentReturnPage outcome="success" />);
    await advance(0);
    await advance(CONFIRM_POLL_INTERVAL_MS * 2);
    expect(confirmCalls(calls)).toBe(3);
    expectPostedSuccess(opener);
    expect(window.close).toHaveBeenCalled();
    await advance(CONFIRM_POLL_INTERVAL_MS * 3);
    expect(confirmCalls(calls)).toBe(3);
  });

  it("posts the provider's failure from the confirmation at once", async () => {
    const opener = stubOpener();
    mockApi({ [CONFIRM]: answer('OR01', { code: 'DECLINED', reason: 'Card declined' }) });
    renderAt(successPath, <PaymentReturnPage outcome="success" />);
    await advance(0);
    expectPostedFailure(opener, 'DECLINED', 'Card declined');
    expect(window.close).not.toHaveBeenCalled();
  });

  it('posts failure with the code and reason of any other status_code, confirming nothing', async () => {
    const opener = stubOpener();
    const { calls } = mockApi({});
    renderAt(
      '/payment/success?channel_key=PAYPAL&merchant_order_ref=OR2603010001&status_code=3001&status_reason=Payer%20cancelled',
      <PaymentReturnPage outcome="success" />,
    );
    await advance(CONFIRM_POLL_INTERVAL_MS);
    expect(confirmCalls(calls)).toBe(0);
    expectPostedFailure(opener, '3001', 'Payer cancelled');
  });

  it('Continue confirms once at once and closes the window when paid', async () => {
    const opener = stubOpener();
    let isPaid = false;
    const { calls } = mockApi({ [CONFIRM]: () => answer(isPaid ? 'OR03' : 'OR01') });
    renderAt(successPath, <PaymentReturnPage outcome="success" />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(confirmCalls(calls)).toBe(2);
    expect(screen.getByText('Your payment is not confirmed yet. Please wait a moment.')).toBeTruthy();
    expect(window.close).not.toHaveBeenCalled();
    isPaid = true;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(confirmCalls(calls)).toBe(3);
    expectPostedSuccess(opener);
    expect(window.close).toHaveBeenCalled();
  });

  it('shows the result itself, with links to the invoices, when opened without an opener', async () => {
    mockApi({ [CONFIRM]: answer('OR03') });
    renderAt(successPath, <PaymentReturnPage outcome="success" />);
    await advance(0);
    expect(screen.getByRole('heading', { name: paymentMessages.paymentCompleted })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View invoice OR2603010001' }).getAttribute('href')).toBe(
      '/invoices/OR2603010001',
    );
    expect(screen.getByRole('link', { name: 'All invoices' }).getAttribute('href')).toBe('/invoices');
    expect(window.close).not.toHaveBeenCalled();
  });
});

describe('payment failure return (/payment/failure)', () => {
  it('posts failure with status_code and status_reason to the opener and shows the failure text', async () => {
    const opener = stubOpener();
    const { calls } = mockApi({});
    renderAt(
      '/payment/failure?channel_key=PAYLETTER&merchant_order_ref=OR2603010001&status_code=4004&status_reason=Insufficient%20funds',
      <PaymentReturnPage outcome="failure" />,
    );
    await advance(0);
    expectPostedFailure(opener, '4004', 'Insufficient funds');
    expect(confirmCalls(calls)).toBe(0);
    expect(screen.getByText(`${paymentMessages.paymentFailure} (Insufficient funds, 4004)`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
