import { paymentMethodLabels } from '@fanship/domain/payments/payment-contract';
import { formatKrw, formatUsdCents } from '@fanship/domain/pricing/money';
import { dollarMethods } from '@fanship/domain/pricing/shipping-invoice';
import type { Shipping } from '@fanship/domain/warehouse/shipping';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useShippingInvoice } from '../api/shippings-api.ts';

type InvoiceLine = Shipping['invoiceLines'][number];

/** The invoice's lines (the carrier's rate, each fee accrued on the box and its packages, storage), then the total. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amountKrw, 0);
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines have no id and never reorder
        <Group key={index} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{line.label}</Text>
            <Text size="xs" c="dimmed">
              {line.rule}
            </Text>
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatKrw(line.amountKrw)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} aria-label="Invoice total">
          {formatKrw(total)}
        </Text>
      </Group>
    </Stack>
  );
}

function InvoiceDetailBody({ code }: { code: string }) {
  const invoice = useShippingInvoice(code, true);
  if (invoice.isPending) return <SkeletonRows rows={5} />;
  if (invoice.isError)
    return <ErrorState message={errorMessageOf(invoice.error)} onRetry={() => invoice.refetch()} />;
  const { lines, storage, usdCents } = invoice.data;
  return (
    <Stack gap="md">
      <InvoiceLines lines={lines} />
      <Stack gap={4}>
        <Title order={3} fz="md">
          Storage
        </Title>
        {storage.map((entry) => (
          <Group key={entry.packageCode} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {entry.packageCode}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.rule || `${entry.days} days stored, ${entry.freeDays} free`}
              </Text>
            </Stack>
            <Text size="sm">{formatKrw(entry.amountKrw)}</Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="md">
          In US dollars
        </Title>
        {dollarMethods.map((method) => (
          <Group key={method} justify="space-between" wrap="nowrap">
            <Text size="sm">{paymentMethodLabels[method]}</Text>
            <Text size="sm">{formatUsdCents(usdCents[method])}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** 'Invoice Detail' (spec §2, SCSH03-05): the invoice's lines, each package's storage, the total, USD per method. */
export function InvoiceDetailButton({ code }: { code: string }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        Invoice Detail
      </Button>
      <Modal opened={isOpen} onClose={close} title={`Invoice of ${code}`} size="lg" centered>
        {isOpen && <InvoiceDetailBody code={code} />}
      </Modal>
    </>
  );
}
