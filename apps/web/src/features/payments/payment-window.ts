import type { PaymentWindowMessage } from '@fanship/domain/payments/payment-contract';

/** The payment window's name: one window, reused (and brought forward) by every payment of the tab. */
export const PAYMENT_WINDOW_NAME = 'fanship-payment';
const PAYMENT_WINDOW_FEATURES = 'popup,width=520,height=760';
const MESSAGE_SOURCE = 'fanship-payment';

/**
 * Opens (or reuses) the named payment window at an address; null when the browser refused it (a popup blocker).
 * Not `noopener`: the waiting page in it posts the result back to this page.
 */
export function openPaymentWindow(url: string): Window | null {
  try {
    return window.open(url, PAYMENT_WINDOW_NAME, PAYMENT_WINDOW_FEATURES) ?? null;
  } catch {
    return null;
  }
}

/** Sends an open payment window to an address; false if the window is gone or refuses. */
export function navigatePaymentWindow(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) return false;
  try {
    popup.location.href = url;
    return true;
  } catch {
    return false;
  }
}

/** Closes the payment window if it is still open. */
export function closePaymentWindow(popup: Window | null): void {
  try {
    if (popup && !popup.closed) popup.close();
  } catch {
    // A window another origin now holds can refuse; it is left to the member.
  }
}

export function paymentSuccessMessage(orderCode: string): PaymentWindowMessage {
  return { source: MESSAGE_SOURCE, type: 'success', orderCode, status: 'OR03' };
}

export function paymentFailureMessage(
  orderCode: string | null,
  code: string,
  reason: string,
): PaymentWindowMessage {
  return { source: MESSAGE_SOURCE, type: 'failure', orderCode, code, reason };
}

/**
 * The result a payment window posted, if this message event is one: from this site's own origin and shaped as
 * the contract's PaymentWindowMessage (anything else, from any other page or extension, is ignored).
 */
export function paymentWindowMessageOf(event: MessageEvent): PaymentWindowMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== MESSAGE_SOURCE) return null;
  if (message.type === 'success' && typeof message.orderCode === 'string') {
    return paymentSuccessMessage(message.orderCode);
  }
  if (
    message.type === 'failure' &&
    (message.orderCode === null || typeof message.orderCode === 'string') &&
    typeof message.code === 'string' &&
    typeof message.reason === 'string'
  ) {
    return paymentFailureMessage(message.orderCode, message.code, message.reason);
  }
  return null;
}

/** The page that opened this payment window, if it is still there. */
export function paymentOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed ? opener : null;
  } catch {
    return null;
  }
}

/** Posts a result to the page that opened this window, to this site's origin only; false without an opener. */
export function postToOpener(message: PaymentWindowMessage): boolean {
  const opener = paymentOpener();
  if (!opener) return false;
  opener.postMessage(message, window.location.origin);
  return true;
}
