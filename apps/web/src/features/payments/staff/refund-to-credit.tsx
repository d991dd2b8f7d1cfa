import {
  paymentMessages,
  type RefundToCreditInput,
  refundToCreditSchema,
  type StaffOrder,
} from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { NumberField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { placeServerErrors, validateOnBlur } from '../../../lib/form-validation.ts';
import { useRefundOrderToCredit } from '../api/staff-orders-api.ts';
import type { OrderDialogProps } from './order-dialog-props.ts';

/** Whether the order's own refund to credit (once per order) can still be made, and for something. */
function canRefundToCredit(order: StaffOrder): boolean {
  return order.status === 'OR03' && order.refundedToCreditKrw === 0 && order.refundableKrw > 0;
}

/** The server's contract, and at most what is left to refund (with the server's message). */
function refundSchemaFor(max: number) {
  return refundToCreditSchema.extend({
    amount: refundToCreditSchema.shape.amount.max(max, paymentMessages.refundTooHigh(formatKrw(max))),
  });
}

const fields = ['amount', 'reason'] as const;
const emptyValues: DefaultValues<RefundToCreditInput> = { reason: '' };

/**
 * Refunding (part of) a paid order to the member's credit, once: the amount in won up to what is left and the
 * reason the member reads in their credit history. A refusal shows the server's message with the input kept.
 */
export function RefundToCreditDialog({ order, opened, onClose }: OrderDialogProps) {
  const refund = useRefundOrderToCredit(order.code);
  // What is left: what the order was paid less every refund of it so far (its requests' refunds included).
  const max = order.refundableKrw;
  const resolver = useMemo(() => zodResolver(refundSchemaFor(max)), [max]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RefundToCreditInput>({ ...validateOnBlur, resolver, defaultValues: emptyValues });
  const canRefund = canRefundToCredit(order);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    refund.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: `${formatKrw(answer.refundedKrw)} was refunded to the member's credit.`,
        });
        form.reset(emptyValues);
        onClose();
      },
      onError: (error) => {
        setFailure(placeServerErrors(error, fields, form.setError));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Refund ${order.code} to credit`} centered>
      <form onSubmit={submit} noValidate aria-label="Refund to credit">
        <Stack gap="sm">
          <Text size="sm">
            The amount is added to the member's credit, once for this order, with the reason in their credit
            history.
          </Text>
          <FailureAlert message={failure} title="Nothing was refunded" />
          <NumberField
            control={form.control}
            name="amount"
            label="Amount (KRW)"
            description={`At most ${formatKrw(max)}`}
            required
          />
          <TextInput
            label="Reason"
            description="The member sees it in their credit history."
            withAsterisk
            {...inputProps(form, 'reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" loading={refund.isPending} disabled={!canRefund}>
              Refund to credit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** OR03: what already went back as credit (by any path), and the way to refund what is left. */
export function RefundSection({ order, onRefund }: { order: StaffOrder; onRefund: () => void }) {
  const byRequests = order.refundedKrw - order.refundedToCreditKrw;
  return (
    <SectionCard title="Refund">
      <Stack gap="xs">
        {order.refundedKrw > 0 && (
          <Text size="sm">
            Refunded to the member's credit:{' '}
            <Text span fw={700} inherit data-testid="refunded">
              {formatKrw(order.refundedKrw)}
            </Text>
            {byRequests > 0 && ` (${formatKrw(byRequests)} of it by its requests' refunds)`}
          </Text>
        )}
        {canRefundToCredit(order) ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              Give up to {formatKrw(order.refundableKrw)} of this paid order back as the member's credit,
              once.
            </Text>
            <Button variant="light" onClick={onRefund}>
              Refund to credit
            </Button>
          </Group>
        ) : (
          order.refundableKrw === 0 &&
          order.refundedKrw === 0 && (
            <Text size="sm" c="dimmed">
              Nothing of this order can be refunded.
            </Text>
          )
        )}
      </Stack>
    </SectionCard>
  );
}
