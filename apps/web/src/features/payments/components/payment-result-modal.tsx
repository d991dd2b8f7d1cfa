import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { paymentFailureText } from '../payment-failure-text.ts';
import { PaymentModal } from './payment-modal.tsx';

export type PaymentResult =
  | { type: 'success'; orderCode: string }
  | { type: 'failure'; orderCode: string | null; reason: string; status: string };

/** The result dialog after a payment: Payment Completed, or Payment Failure with why. */
export function PaymentResultModal({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const invoicePath = result.orderCode ? `/invoices/${encodeURIComponent(result.orderCode)}` : '/invoices';
  if (result.type === 'success') {
    return (
      <PaymentModal title={paymentMessages.paymentCompleted} onClose={onClose}>
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon color="green" size={48} radius="xl" aria-hidden>
            ✓
          </ThemeIcon>
          <Text>Thank you! Your payment for invoice {result.orderCode} is complete.</Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={invoicePath} variant="light" onClick={onClose}>
              View invoice
            </Button>
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      </PaymentModal>
    );
  }
  return (
    <PaymentModal title={paymentMessages.paymentFailureTitle} onClose={onClose}>
      <Stack gap="md">
        <Text role="alert">{paymentFailureText(result.reason, result.status)}</Text>
        <Group justify="flex-end" gap="sm">
          {result.orderCode && (
            <Button component={Link} to={invoicePath} variant="light" onClick={onClose}>
              View invoice
            </Button>
          )}
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </PaymentModal>
  );
}
