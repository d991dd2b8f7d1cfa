import {
  CONFIRM_POLL_INTERVAL_MS,
  CONFIRM_POLL_MAX_ATTEMPTS,
  CONFIRMABLE_STATUS_CODES,
  type ConfirmPaymentAnswer,
  type PaymentWindowMessage,
  paymentMessages,
} from '@fanship/domain/payments/payment-contract';
import { Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { paymentFailureText } from '../payment-failure-text.ts';
import {
  paymentFailureMessage,
  paymentOpener,
  paymentSuccessMessage,
  postToOpener,
} from '../payment-window.ts';

/** What the provider appended to the return address (spec §2: the waiting page's query parameters). */
export type PaymentReturnParams = {
  channelKey: string | null;
  linkOrderRef: string | null;
  orderCode: string | null;
  statusCode: string | null;
  statusReason: string | null;
};

function readParams(params: URLSearchParams): PaymentReturnParams {
  const text = (name: string) => params.get(name)?.trim().slice(0, 500) || null;
  return {
    channelKey: text('channel_key'),
    linkOrderRef: text('link_order_ref'),
    orderCode: text('merchant_order_ref'),
    statusCode: text('status_code'),
    statusReason: text('status_reason'),
  };
}

const isConfirmable = (params: PaymentReturnParams) =>
  params.orderCode !== null &&
  (CONFIRMABLE_STATUS_CODES as readonly string[]).includes(params.statusCode ?? '');

/** What one confirmation answer means: paid, failed for good, or not yet (undefined: ask again). */
function resultOf(answer: ConfirmPaymentAnswer): PaymentWindowMessage | undefined {
  if (answer.status === 'OR03') return paymentSuccessMessage(answer.code);
  if (answer.failure) return paymentFailureMessage(answer.code, answer.failure.code, answer.failure.reason);
  if (!answer.valid) return paymentFailureMessage(answer.code, 'INVALID', paymentMessages.orderInvalid);
  if (answer.status === 'OR09')
    return paymentFailureMessage(answer.code, 'OR09', 'This invoice was cancelled.');
  return undefined;
}

/** A refused confirmation (the invoice is not the member's, the session is gone): no retry helps. */
function refusalOf(error: unknown, orderCode: string): PaymentWindowMessage | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return paymentFailureMessage(orderCode, String(error.status), errorMessageOf(error));
  }
  return undefined;
}

/** 'We're verifying your payment.' with dots that grow (one to three, then again). */
function VerifyingText() {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((count) => (count % 3) + 1), 500);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Title order={1} fz="xl" aria-live="polite">
      {paymentMessages.verifying}
      <span aria-hidden>{'.'.repeat(dots)}</span>
    </Title>
  );
}

/**
 * Settles the result once: posts it to the page that opened this window (to this site's origin only) and, on
 * success, closes the window. Without an opener (the address opened directly) the page shows the result itself.
 */
function useSettle() {
  const [result, setResult] = useState<PaymentWindowMessage | null>(null);
  const settled = useRef(false);
  const settle = useCallback((message: PaymentWindowMessage) => {
    if (settled.current) return;
    settled.current = true;
    setResult(message);
    if (postToOpener(message) && message.type === 'success') window.close();
  }, []);
  const isSettled = useCallback(() => settled.current, []);
  return { result, settle, isSettled };
}

function ResultView({ result, hasOpener }: { result: PaymentWindowMessage; hasOpener: boolean }) {
  const invoicePath = result.orderCode ? `/invoices/${encodeURIComponent(result.orderCode)}` : '/invoices';
  return (
    <Stack gap="md" align="center" ta="center">
      <Title order={1} fz="xl">
        {result.type === 'success' ? paymentMessages.paymentCompleted : paymentMessages.paymentFailureTitle}
      </Title>
      <Text role={result.type === 'failure' ? 'alert' : undefined}>
        {result.type === 'success'
          ? `Your payment for invoice ${result.orderCode} is complete.`
          : paymentFailureText(result.reason, result.code)}
      </Text>
      {hasOpener ? (
        <Button onClick={() => window.close()}>Close window</Button>
      ) : (
        <Stack gap={4} align="center">
          {result.orderCode && (
            <Anchor component={Link} to={invoicePath}>
              View invoice {result.orderCode}
            </Anchor>
          )}
          <Anchor component={Link} to="/invoices">
            All invoices
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The payment window's return page (spec §2, §4): `/payment/success` (outcome 'success') confirms the payment
 * with the server, every 2 s and at most 10 times, when the provider's status_code is 1000 or 2000; any other code
 * is a failure with that code and reason; `/payment/failure` is a failure at once. The result goes to the page that
 * opened the window, which shows it and closes the window. Continue asks once more at once. A light page: no site
 * frame, no session check (the API call carries the session cookie).
 */
export function PaymentReturnPage({ outcome }: { outcome: 'success' | 'failure' }) {
  usePageTitle(outcome === 'success' ? 'Verifying your payment' : paymentMessages.paymentFailureTitle);
  const [searchParams] = useSearchParams();
  const [params] = useState(() => readParams(searchParams));
  const [hasOpener] = useState(() => paymentOpener() !== null);
  const { result, settle, isSettled } = useSettle();
  const [isRechecking, setIsRechecking] = useState(false);
  const [recheckNote, setRecheckNote] = useState<string | null>(null);
  const canConfirm = outcome === 'success' && isConfirmable(params);

  useEffect(() => {
    const { orderCode, statusCode, statusReason } = params;
    const isCodeConfirmable = (CONFIRMABLE_STATUS_CODES as readonly string[]).includes(statusCode ?? '');
    if (outcome === 'failure' || !isCodeConfirmable) {
      settle(
        paymentFailureMessage(
          orderCode,
          statusCode ?? 'FAILED',
          statusReason ?? 'The payment was not completed.',
        ),
      );
      return;
    }
    if (orderCode === null) {
      settle(paymentFailureMessage(null, 'INVALID_RETURN', 'The payment window returned no invoice number.'));
      return;
    }
    let attempts = 0;
    let timer: number | undefined;
    let isStopped = false;
    const attempt = async () => {
      attempts += 1;
      let message: PaymentWindowMessage | undefined;
      try {
        message = resultOf(await confirmPayment(orderCode));
      } catch (error) {
        message = refusalOf(error, orderCode);
      }
      if (isStopped || isSettled()) return;
      if (!message && attempts >= CONFIRM_POLL_MAX_ATTEMPTS) {
        message = paymentFailureMessage(orderCode, 'TIMEOUT', paymentMessages.maximumAttempts);
      }
      if (message) settle(message);
      else timer = window.setTimeout(attempt, CONFIRM_POLL_INTERVAL_MS);
    };
    void attempt();
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
    };
  }, [outcome, params, settle, isSettled]);

  /** Continue: one more confirmation at once; the window closes when it says paid. */
  async function recheck() {
    const orderCode = params.orderCode;
    if (!orderCode || isRechecking) return;
    setIsRechecking(true);
    setRecheckNote(null);
    try {
      const answer = await confirmPayment(orderCode);
      if (answer.status === 'OR03') {
        const success = paymentSuccessMessage(answer.code);
        if (!isSettled()) settle(success);
        else if (postToOpener(success)) window.close();
        return;
      }
      setRecheckNote('Your payment is not confirmed yet. Please wait a moment.');
    } catch (error) {
      setRecheckNote(errorMessageOf(error));
    } finally {
      setIsRechecking(false);
    }
  }

  const canRecheck = canConfirm && result?.type !== 'success';
  return (
    <Container size={480} py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="lg" align="center" ta="center">
          {result ? (
            <ResultView result={result} hasOpener={hasOpener} />
          ) : (
            <>
              <Loader />
              <VerifyingText />
              <Text size="sm" c="dimmed">
                Please keep this window open. It closes by itself once the payment is confirmed.
              </Text>
            </>
          )}
          {canRecheck && (
            <Stack gap={4} align="center">
              <Button variant="light" onClick={() => void recheck()} loading={isRechecking}>
                Continue
              </Button>
              {recheckNote && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {recheckNote}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
