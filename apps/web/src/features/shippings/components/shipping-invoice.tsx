import { paymentMethodLabels } from '@fanship/domain/payments/payment-contract';
import { formatKrw, formatUsdCents } from '@fanship/domain/pricing/money';
import { dollarMethods, usdByMethod } from '@fanship/domain/pricing/shipping-invoice';
import type { Shipping } from '@fanship/domain/warehouse/shipping';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';

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

/** What each dollar method costs for the invoice's total, at today's rates (spec §9's formulas). */
function DollarAmounts({ totalKrw }: { totalKrw: number }) {
  const rate = useExchangeRate();
  if (rate.isPending) return <SkeletonRows rows={3} />;
  if (rate.isError) return <ErrorState message={errorMessageOf(rate.error)} onRetry={() => rate.refetch()} />;
  const cents = usdByMethod(totalKrw, { base: rate.data.baseRate, wise: rate.data.wiseRate });
  return dollarMethods.map((method) => (
    <Group key={method} justify="space-between" wrap="nowrap">
      <Text size="sm">{paymentMethodLabels[method]}</Text>
      <Text size="sm">{formatUsdCents(cents[method])}</Text>
    </Group>
  ));
}

/** The invoice's detail: its lines, the storage charged on each package (none beyond the free days), USD per method. */
function InvoiceDetailBody({ lines }: { lines: readonly InvoiceLine[] }) {
  const storage = lines.filter((line) => line.kind === 'STORAGE');
  return (
    <Stack gap="md">
      <InvoiceLines lines={lines} />
      <Stack gap={4}>
        <Title order={3} fz="md">
          Storage
        </Title>
        {storage.length === 0 ? (
          <Text size="sm" c="dimmed">
            No storage was charged: every package stayed within its free days.
          </Text>
        ) : (
          storage.map((line) => (
            <Group key={line.packageCode} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text size="sm" ff="monospace">
                  {line.packageCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.rule}
                </Text>
              </Stack>
              <Text size="sm">{formatKrw(line.amountKrw)}</Text>
            </Group>
          ))
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="md">
          In US dollars
        </Title>
        <DollarAmounts totalKrw={lines.reduce((sum, line) => sum + line.amountKrw, 0)} />
      </Stack>
    </Stack>
  );
}

/**
 * 'Invoice Detail' (spec §2, SCSH03-05): the paid invoice's lines, the storage charged per package, the total, and
 * the dollars each method comes to at today's rates.
 */
export function InvoiceDetailButton({ data }: { data: Shipping }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        Invoice Detail
      </Button>
      <Modal opened={isOpen} onClose={close} title={`Invoice of ${data.code}`} size="lg" centered>
        {isOpen && <InvoiceDetailBody lines={data.invoiceLines} />}
      </Modal>
    </>
  );
}
