import {
  type Charge,
  type OrderPreview,
  paymentMessages,
  type TargetRef,
} from '@fanship/domain/payments/payment-contract';
import { formatKrw, type PaymentMethod, paymentAmountCents } from '@fanship/domain/pricing/money';
import { Alert, Anchor, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useOrderPreview } from '../api/preview-order.ts';
import { AmountRows } from './amount-rows.tsx';
import { FeeList } from './fee-list.tsx';
import { MethodChoice, methodsFor } from './method-choice.tsx';
import { PaymentModal } from './payment-modal.tsx';

/** How long the credit field waits for typing to stop before the preview is asked again. */
export const CREDIT_DEBOUNCE_MS = 400;

type PaymentPreviewModalProps = {
  targets: TargetRef[];
  isPaying: boolean;
  /** Pay pressed: the method and the credit of the preview on screen. */
  onPay: (method: PaymentMethod, creditRedeemAmount: number) => void;
  onClose: () => void;
};

function ChargeCard({ charge }: { charge: Charge }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={charge.targetCode}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700}>{charge.targetCode}</Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatKrw(charge.amount)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {charge.summary}
      </Text>
      <FeeList fees={charge.fees} />
    </Card>
  );
}

/** The open invoices holding a fee of these targets (the pending-fee lock links to them). */
function pendingInvoices(preview: OrderPreview): string[] {
  const codes = preview.targets.flatMap((target) =>
    target.fees.flatMap((fee) =>
      fee.status === 'PENDING' && fee.pendingOrderCode ? [fee.pendingOrderCode] : [],
    ),
  );
  return [...new Set(codes)];
}

/** USD per method for an amount left, from the preview's rates (shown while a new credit amount is asked). */
function amountsFor(amountKrw: number, preview: OrderPreview): Partial<Record<PaymentMethod, number>> {
  return Object.fromEntries(
    (['WISE', 'PAYPAL', 'CARD'] as const).map((method) => [
      method,
      paymentAmountCents(amountKrw, method, preview.exchangeRate),
    ]),
  );
}

function PreviewBody({ targets, isPaying, onPay }: Omit<PaymentPreviewModalProps, 'onClose'>) {
  const [creditInput, setCreditInput] = useState(0);
  const [isCapped, setIsCapped] = useState(false);
  const [credit] = useDebouncedValue(creditInput, CREDIT_DEBOUNCE_MS);
  const preview = useOrderPreview(targets, credit);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);

  if (preview.isPending) return <SkeletonRows rows={5} />;
  if (!preview.data)
    return <ErrorState message={errorMessageOf(preview.error)} onRetry={() => preview.refetch()} />;
  const data = preview.data;
  // The answer on screen is for the credit typed: only then are its amounts the ones the order will charge.
  const isCurrent =
    !preview.isPlaceholderData && !preview.isFetching && credit === creditInput && !preview.isError;
  const amountLeft = isCurrent
    ? data.amount
    : Math.max(0, data.totalAmountKrw - data.discountAmount - creditInput);
  const methods = methodsFor(amountLeft);
  const method = chosen && methods.includes(chosen) ? chosen : null;
  const pending = pendingInvoices(data);
  const canPay = isCurrent && !data.hasPendingFee && method !== null && !isPaying;

  const setCredit = (value: number | string) => {
    const typed = typeof value === 'number' ? value : Number.parseInt(value.replaceAll(',', ''), 10);
    const whole = Number.isFinite(typed) ? Math.max(0, Math.floor(typed)) : 0;
    setIsCapped(whole > data.maxCreditRedeem);
    setCreditInput(Math.min(whole, data.maxCreditRedeem));
  };

  return (
    <Stack gap="md">
      <Stack gap="sm">
        {data.targets.map((charge) => (
          <ChargeCard key={charge.targetCode} charge={charge} />
        ))}
      </Stack>
      {data.hasPendingFee && (
        <Alert color="orange" variant="light" role="alert" title="Pending fee">
          <Stack gap={4}>
            <Text size="sm">{paymentMessages.pendingFee}</Text>
            {pending.map((code) => (
              <Anchor key={code} component={Link} to={`/invoices/${encodeURIComponent(code)}`} size="sm">
                Go to invoice {code}
              </Anchor>
            ))}
          </Stack>
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={3} fz="md">
          Credit
        </Title>
        {data.creditAvailable > 0 ? (
          <Stack gap={4}>
            <NumberInput
              label="Credit to redeem (KRW)"
              description={`Available ${formatKrw(data.creditAvailable)} · at most ${formatKrw(data.maxCreditRedeem)} for this payment`}
              value={creditInput}
              onChange={setCredit}
              min={0}
              max={data.maxCreditRedeem}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              thousandSeparator=","
              disabled={isPaying}
            />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="orange.9" aria-live="polite">
                {isCapped ? `At most ${formatKrw(data.maxCreditRedeem)} can be used for this payment` : ''}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setCredit(data.maxCreditRedeem)}
                disabled={isPaying}
              >
                Use max
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            You have no credit to use.
          </Text>
        )}
      </Stack>
      <AmountRows
        totalKrw={data.totalAmountKrw}
        discountKrw={data.discountAmount}
        creditKrw={isCurrent ? data.creditRedeemAmount : creditInput}
        amountKrw={amountLeft}
      />
      <MethodChoice
        methods={methods}
        amountsUsd={isCurrent ? data.amountsUsd : amountsFor(amountLeft, data)}
        value={method}
        onChange={setChosen}
        disabled={isPaying}
      />
      {preview.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorMessageOf(preview.error)}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => preview.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Button
        size="md"
        fullWidth
        disabled={!canPay}
        loading={isPaying}
        onClick={() => method && canPay && onPay(method, data.creditRedeemAmount)}
      >
        Pay
      </Button>
      {!isCurrent && !preview.isError && (
        <Text size="xs" c="dimmed" ta="center" aria-live="polite">
          Updating the amounts…
        </Text>
      )}
    </Stack>
  );
}

/** The payment preview (Payment Detail; spec §2 Dialogs, §4 payment flow, §5), full-screen on phones. */
export function PaymentPreviewModal({ onClose, ...props }: PaymentPreviewModalProps) {
  return (
    <PaymentModal title="Payment Detail" onClose={onClose} canClose={!props.isPaying} size="lg">
      <PreviewBody {...props} />
    </PaymentModal>
  );
}
