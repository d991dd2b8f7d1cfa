import {
  type DepositInput,
  type DepositValues,
  depositSchema,
  type Order,
  paymentMessages,
} from '@fanship/domain/payments/payment-contract';
import { formatUsdCents, usdCentsToDecimal } from '@fanship/domain/pricing/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitDeposit } from '../api/submit-deposit.ts';
import { PaymentModal } from './payment-modal.tsx';
import { WiseAccountDetails } from './wise-account-details.tsx';

type DepositModalProps = { order: Order; onClose: () => void; onDeposited: (order: Order) => void };

/**
 * The bank transfer (Wise) deposit form (spec §2 Dialogs, §5, §7): the dollars to send at the invoice's Wise rate,
 * the invoice number as the transfer's reference and Fanship's Wise account, then the amount sent and the Wise
 * transfer number (more than 0, whole cents: the shared contract's messages). The invoice
 * waits for staff to confirm the deposit (OR02).
 */
export function DepositModal({ order, onClose, onDeposited }: DepositModalProps) {
  const deposit = useSubmitDeposit();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DepositInput, unknown, DepositValues>({
    ...validateOnBlur,
    resolver: zodResolver(depositSchema),
    defaultValues: { paymentMethod: 'WISE', amount: '', referenceCode: '' },
  });
  const amount = formatUsdCents(order.amountsUsd.WISE);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    deposit.mutate(
      { code: order.code, values },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'green', message: paymentMessages.depositSuccessful });
          onDeposited(updated);
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (fieldErrors.amount) form.setError('amount', { message: fieldErrors.amount });
          if (fieldErrors.referenceCode)
            form.setError('referenceCode', { message: fieldErrors.referenceCode });
          if (!fieldErrors.amount && !fieldErrors.referenceCode) setFailure(errorMessageOf(error));
        },
      },
    );
  });

  return (
    <PaymentModal title="Bank transfer (Wise)" onClose={onClose} canClose={!deposit.isPending}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Stack gap={6}>
              <Text size="sm">Amount to send</Text>
              <Text fz={26} fw={800} c="pink.7" data-testid="deposit-amount">
                {amount}
              </Text>
              <Text size="sm">
                Send exactly {amount} in US dollars with Wise to the account below, and write the invoice
                number{' '}
                <Text span fw={700} ff="monospace">
                  {order.code}
                </Text>{' '}
                as the transfer's reference.
              </Text>
              <WiseAccountDetails amount={usdCentsToDecimal(order.amountsUsd.WISE)} reference={order.code} />
              <Text size="sm" c="dimmed">
                Then enter the amount you sent and the Wise transfer number (# and 9 digits, on your Wise
                receipt) below. The invoice is paid once our staff have confirmed the deposit.
              </Text>
            </Stack>
          </Paper>
          <FailureAlert message={failure} />
          <NumberTextField
            form={form}
            name="amount"
            label="Amount"
            unit="USD"
            decimal
            placeholder="1,234.56"
            autoComplete="off"
          />
          <TextInput
            label="Reference code"
            placeholder="#123456789"
            description="Your Wise transfer number"
            autoComplete="off"
            {...inputProps(form, 'referenceCode')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deposit.isPending}>
              Later
            </Button>
            <Button type="submit" loading={deposit.isPending}>
              Submit deposit
            </Button>
          </Group>
        </Stack>
      </form>
    </PaymentModal>
  );
}
