import {
  type Order,
  type PaymentWindowMessage,
  paymentMessages,
  type TargetRef,
  windowPaymentMethods,
} from '@fanship/domain/payments/payment-contract';
import type { PaymentMethod } from '@fanship/domain/pricing/money';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { refreshPaymentLists } from '../api/refresh-payment-lists.ts';
import { useRequestOrder } from '../api/request-order.ts';
import { closePaymentWindow, navigatePaymentWindow, openPaymentWindow } from '../payment-window.ts';
import { DepositModal } from './deposit-modal.tsx';
import { PaymentPreviewModal } from './payment-preview-modal.tsx';
import { type PaymentResult, PaymentResultModal } from './payment-result-modal.tsx';
import { PaymentWindowOverlay } from './payment-window-overlay.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'preview'; targets: TargetRef[] }
  | { kind: 'window'; order: Order; url: string }
  | { kind: 'deposit'; order: Order }
  | { kind: 'result'; result: PaymentResult };

const isWindowMethod = (method: PaymentMethod) =>
  (windowPaymentMethods as readonly string[]).includes(method);

/** What a failed call says in the Payment Failure dialog: its message and its HTTP status. */
function failureOf(error: unknown, orderCode: string | null = null): PaymentResult {
  return {
    type: 'failure',
    orderCode,
    reason: errorMessageOf(error),
    status: error instanceof ApiError && error.status > 0 ? String(error.status) : '',
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;

type PaymentFlowOptions = {
  /** An order was paid (at once with credit, or reported by the payment window); the lists are read again anyway. */
  onPaid?: (order: Order) => void;
};

/**
 * The payment flow of spec §4, one for every screen that pays (charges, OFM list, cart, invoices, a marketplace
 * purchase): the preview, then by the answer the success dialog (paid at once with credit), the Wise deposit form,
 * or the payment window with its overlay until the window reports; errors end in the Payment Failure dialog.
 * Render `<PaymentDialogs>` with it.
 */
export function usePaymentFlow({ onPaid }: PaymentFlowOptions = {}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const popup = useRef<Window | null>(null);
  const queryClient = useQueryClient();
  const request = useRequestOrder();
  const [isPaying, setIsPaying] = useState(false);

  const close = () => {
    closePaymentWindow(popup.current);
    popup.current = null;
  };
  const toast = (message: string) => notifications.show({ color: 'red', message });

  /** What to do with an order answered for a method (a new order, or an invoice paid again). */
  function follow(order: Order, method: PaymentMethod) {
    if (!order.valid) {
      close();
      toast(paymentMessages.orderInvalid);
      setStep({ kind: 'idle' });
      return;
    }
    if (order.status === 'OR03') {
      close();
      onPaid?.(order);
      setStep({ kind: 'result', result: { type: 'success', orderCode: order.code } });
      return;
    }
    if (method === 'WISE') {
      close();
      setStep({ kind: 'deposit', order });
      return;
    }
    const url = order.payment?.approveUrl;
    if (!isWindowMethod(method) || !url) {
      close();
      toast(paymentMessages.linkFailed);
      setStep({ kind: 'idle' });
      return;
    }
    if (!navigatePaymentWindow(popup.current, url)) popup.current = openPaymentWindow(url);
    // Without a window the overlay still shows: its Continue (a click, which browsers allow) opens it.
    if (!popup.current) toast(paymentMessages.windowFailed);
    setStep({ kind: 'window', order, url });
  }

  /**
   * Pays with a method: `send` makes the call that answers the order. Called in the click itself, so the
   * payment window is opened there (empty, before the answer): a browser allows a window only in a click.
   */
  async function pay(method: PaymentMethod, send: () => Promise<Order>, orderCode: string | null = null) {
    if (isPaying) return;
    setIsPaying(true);
    popup.current = isWindowMethod(method) ? openPaymentWindow('about:blank') : null;
    try {
      follow(await send(), method);
    } catch (error) {
      close();
      setStep({ kind: 'result', result: failureOf(error, orderCode) });
    } finally {
      setIsPaying(false);
    }
  }

  function onWindowResult(order: Order, message: PaymentWindowMessage) {
    close();
    void refreshPaymentLists(queryClient);
    if (message.type === 'success') onPaid?.(order);
    setStep({
      kind: 'result',
      result:
        message.type === 'success'
          ? { type: 'success', orderCode: order.code }
          : { type: 'failure', orderCode: order.code, reason: message.reason, status: message.code },
    });
  }

  function reopenWindow(url: string) {
    const current = popup.current;
    if (current && !current.closed) {
      current.focus();
      return;
    }
    popup.current = openPaymentWindow(url);
    if (!popup.current) toast(paymentMessages.windowFailed);
  }

  return {
    step,
    isPaying: isPaying || request.isPending,
    /** Opens the payment preview for targets (nothing selected: 'Please select items to pay'). */
    openPreview(targets: TargetRef[]) {
      if (targets.length === 0) {
        toast(paymentMessages.selectItems);
        return;
      }
      setStep({ kind: 'preview', targets });
    },
    /** Pays an invoice awaiting payment with a method (the invoice page): `send` is its POST /orders/{code}/pay. */
    payInvoice(order: Order, method: PaymentMethod, send: () => Promise<Order>) {
      return pay(method, send, order.code);
    },
    /** Opens the deposit form of a Wise invoice. */
    openDeposit(order: Order) {
      setStep({ kind: 'deposit', order });
    },
    requestOrder(targets: TargetRef[], method: PaymentMethod, creditRedeemAmount: number) {
      return pay(method, () => request.mutateAsync({ targets, creditRedeemAmount, paymentMethod: method }));
    },
    onWindowResult,
    reopenWindow,
    leaveWindow() {
      close();
      notifications.show({ message: 'The invoice waits in Invoices until it is paid or cancelled.' });
      setStep({ kind: 'idle' });
    },
    dismiss() {
      setStep({ kind: 'idle' });
    },
  };
}

/** The dialogs of a payment flow (preview, deposit form, payment window overlay, result). */
export function PaymentDialogs({ flow }: { flow: PaymentFlow }) {
  const { step } = flow;
  switch (step.kind) {
    case 'idle':
      return null;
    case 'preview':
      return (
        <PaymentPreviewModal
          targets={step.targets}
          isPaying={flow.isPaying}
          onPay={(method, credit) => void flow.requestOrder(step.targets, method, credit)}
          onClose={flow.dismiss}
        />
      );
    case 'deposit':
      return <DepositModal order={step.order} onClose={flow.dismiss} onDeposited={flow.dismiss} />;
    case 'window':
      return (
        <PaymentWindowOverlay
          orderCode={step.order.code}
          onContinue={() => flow.reopenWindow(step.url)}
          onResult={(message) => flow.onWindowResult(step.order, message)}
          onLeave={flow.leaveWindow}
        />
      );
    case 'result':
      return <PaymentResultModal result={step.result} onClose={flow.dismiss} />;
  }
}
