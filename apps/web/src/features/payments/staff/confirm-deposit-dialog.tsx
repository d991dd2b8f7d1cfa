import {
  type ConfirmDepositInput,
  type ConfirmDepositValues,
  confirmDepositMessages,
  confirmDepositSchema,
  depositDifferenceText,
} from '@fanship/domain/payments/wise-contract';
import { formatUsdCents, roundDollarsToCents, usdCentsToDecimal } from '@fanship/domain/pricing/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { inputProps } from '../../../components/forms/input-props.ts';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { placeServerErrors, validateOnBlur } from '../../../lib/form-validation.ts';
import { useConfirmDeposit } from '../api/staff-orders-api.ts';
import { MovedOn } from './deposit-decision.tsx';
import { DepositAmount } from './order-deposit.tsx';
import type { OrderDialogProps } from './order-dialog-props.ts';

/** What arrived against the invoice, in cents (received − expected), or null while the amount is not a number. */
function differenceOf(received: unknown, expected: number): number | null {
  const parsed = confirmDepositSchema.shape.receivedAmount.safeParse(received);
  return parsed.success ? roundDollarsToCents(parsed.data) - expected : null;
}

/** The server's contract, and the reason required when what arrived is not the invoice's amount (its message). */
function schemaFor(expected: number) {
  return confirmDepositSchema.superRefine((values, context) => {
    const received = roundDollarsToCents(values.receivedAmount);
    if (received === expected || values.reason) return;
    context.addIssue({
      code: 'custom',
      path: ['reason'],
      message: confirmDepositMessages.reasonRequired(
        formatUsdCents(received),
        formatUsdCents(expected),
        depositDifferenceText(received - expected, formatUsdCents),
      ),
    });
  });
}

const fields = ['receivedAmount', 'reason'] as const;

/**
 * The confirmation of a Wise deposit: what the member says they sent against what Wise expected for this order,
 * what actually arrived (starting from the member's amount), and, only when that is not the invoice's amount, what
 * is done with the difference (kept in the order's history). A refusal stays in the dialog with the input kept.
 */
export function ConfirmDepositDialog({ order, opened, onClose }: OrderDialogProps) {
  const confirm = useConfirmDeposit(order.code);
  const expected = order.amountsUsd.WISE;
  const waiting = order.status === 'OR02' && order.deposit !== null;
  const resolver = useMemo(() => zodResolver(schemaFor(expected)), [expected]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConfirmDepositInput, unknown, ConfirmDepositValues>({
    ...validateOnBlur,
    resolver,
    defaultValues: {
      receivedAmount: order.deposit ? usdCentsToDecimal(order.deposit.amountCents) : '',
      reason: '',
    },
  });
  const received = useWatch({ control: form.control, name: 'receivedAmount' });
  const difference = differenceOf(received, expected);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    confirm.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `The deposit was confirmed: ${order.code} is paid. The member has been told.`,
        });
        onClose();
      },
      onError: (error) => {
        setFailure(placeServerErrors(error, fields, form.setError));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Confirm the deposit for ${order.code}`} centered>
      <form onSubmit={submit} noValidate aria-label="Confirm the deposit">
        <Stack gap="sm">
          {order.deposit && (
            <KeyValueTable
              rows={[
                ['Reference number', order.deposit.referenceCode],
                ['Amount sent', <DepositAmount key="sent" order={order} />],
                ['Expected (Wise)', formatUsdCents(expected)],
              ]}
            />
          )}
          <NumberTextField
            form={form}
            name="receivedAmount"
            label="Received"
            unit="USD"
            description="What arrived in Wise for this transfer: the order records it as paid."
            decimal
            autoComplete="off"
            required
          />
          {waiting && difference !== null && difference !== 0 && (
            <Alert color="red" variant="light" title="The amounts differ">
              {formatUsdCents(expected + difference)} received:{' '}
              {depositDifferenceText(difference, formatUsdCents)}. Say what is done with the difference.
            </Alert>
          )}
          {difference !== 0 && (
            <Textarea
              label="What is done with the difference"
              description="Kept in the order's history."
              autosize
              minRows={2}
              withAsterisk
              {...inputProps(form, 'reason')}
            />
          )}
          {waiting ? (
            <Text size="sm">
              The order is paid: its requests move on and the member is told. This cannot be undone.
            </Text>
          ) : (
            <MovedOn order={order} />
          )}
          {failure && (
            <Alert color="red" title="The deposit was not confirmed">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" color="green" loading={confirm.isPending} disabled={!waiting}>
              Confirm deposit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
