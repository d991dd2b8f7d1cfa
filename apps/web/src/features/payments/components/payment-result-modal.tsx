import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { paymentFailureText } from '../payment-failure-text.ts';
import { PaymentModal } from './payment-modal.tsx';

export type PaymentResult =
  | { type: 'success'; orderCode: string }
  | { type: 'failure'; orderCode: string | null; reason: string; status: string };

/** 'View invoice' (when there is one to view) and OK, both closing the dialog. */
function ResultButtons({
  invoicePath,
  onClose,
  justify,
}: {
  invoicePath: string | null;
  onClose: () => void;
  justify: 'center' | 'flex-end';
}) {
  return (
    <Group justify={justify} gap="sm">
      {invoicePath && (
        <Button component={Link} to={invoicePath} variant="light" onClick={onClose}>
          View invoice
        </Button>
      )}
      <Button onClick={onClose}>OK</Button>
    </Group>
  );
}

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
          <ResultButtons invoicePath={invoicePath} onClose={onClose} justify="center" />
        </Stack>
      </PaymentModal>
    );
  }
  return (
    <PaymentModal title={paymentMessages.paymentFailureTitle} onClose={onClose}>
      <Stack gap="md">
        <Text role="alert">{paymentFailureText(result.reason, result.status)}</Text>
        <ResultButtons
          invoicePath={result.orderCode ? invoicePath : null}
          onClose={onClose}
          justify="flex-end"
        />
      </Stack>
    </PaymentModal>
  );
}
