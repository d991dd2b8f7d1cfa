import type { PaymentWindowMessage } from '@fanship/domain/payments/payment-contract';
import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { Box, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { paymentWindowMessageOf } from '../payment-window.ts';

type PaymentWindowOverlayProps = {
  orderCode: string;
  /** Continue: bring the payment window forward, or open it again. */
  onContinue: () => void;
  /** The window posted its result (success or failure) for this order. */
  onResult: (message: PaymentWindowMessage) => void;
  /** The member leaves the payment for later (the invoice stays awaiting payment). */
  onLeave: () => void;
};

/**
 * The full-screen overlay while the payment window is open (spec §2 Dialogs, §4): it stays until the window
 * posts a success or failure message from this site's origin; "Can't see the payment window? … Continue" brings
 * the window back or opens it again. Nothing is polled from here: the waiting page in the window confirms.
 */
export function PaymentWindowOverlay({
  orderCode,
  onContinue,
  onResult,
  onLeave,
}: PaymentWindowOverlayProps) {
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = paymentWindowMessageOf(event);
      if (!message) return;
      if (message.orderCode !== null && message.orderCode !== orderCode) return;
      onResultRef.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [orderCode]);

  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-label="Payment window"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      bottom={0}
      p="md"
      style={{
        zIndex: 400,
        background: 'rgba(0, 0, 0, 0.72)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Paper radius="md" p="xl" maw={420} w="100%">
        <Stack gap="md" align="center" ta="center">
          <Loader size="md" />
          <Text fw={700}>Complete your payment in the payment window.</Text>
          <Text size="sm" c="dimmed">
            Invoice {orderCode}. This page updates by itself when the payment is done.
          </Text>
          <Text size="sm">{paymentMessages.windowHint}</Text>
          <Button onClick={onContinue} fullWidth>
            Continue
          </Button>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onLeave}>
            Pay later from Invoices
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
