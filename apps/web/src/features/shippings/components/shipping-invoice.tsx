import { paymentMethodLabels } from '@fanship/domain/payments/payment-contract';
import type { PaymentMethod } from '@fanship/domain/pricing/money';
import { formatKrw, formatUsdCents } from '@fanship/domain/pricing/money';
import { dollarMethods } from '@fanship/domain/pricing/shipping-invoice';
import type { Shipping, ShippingInvoiceAnswer } from '@fanship/domain/warehouse/shipping';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
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

type InvoiceAnswer = ShippingInvoiceAnswer;

/** A label and its amount on one line. */
function AmountRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}

/** The storage of each package of the box's lineage: days stored, free, charged, and what it came to. */
function StorageRows({ storage }: { storage: InvoiceAnswer['storage'] }) {
  if (storage.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No package of this box was stored.
      </Text>
    );
  }
  return storage.map((entry) => (
    <Group key={entry.packageCode} justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" ff="monospace">
          {entry.packageCode}
        </Text>
        <Text size="xs" c="dimmed">
          {`${entry.days} days stored, ${entry.freeDays} free, ${entry.chargeableDays} charged`}
        </Text>
      </Stack>
      <Text size="sm">{formatKrw(entry.amountKrw)}</Text>
    </Group>
  ));
}

/** Paid (or held by an order): what that order charged, as it was frozen; unpaid: the dollars each method costs now. */
function Payment({ invoice }: { invoice: InvoiceAnswer }) {
  const { order } = invoice;
  if (!order) {
    return dollarMethods.map((method) => (
      <AmountRow
        key={method}
        label={paymentMethodLabels[method]}
        value={formatUsdCents(invoice.usdCents[method])}
      />
    ));
  }
  const method = paymentMethodLabels[order.method as PaymentMethod] ?? order.method;
  return (
    <>
      <AmountRow label="Order" value={order.code} />
      <AmountRow label="Method" value={method} />
      {order.method !== 'CREDIT' && (
        <AmountRow label={order.paidAt ? 'Charged' : 'To pay'} value={formatUsdCents(order.amountUsdCents)} />
      )}
      <AmountRow label="Credit redeemed" value={formatKrw(order.creditRedeemKrw)} />
      <AmountRow
        label="Paid"
        value={order.paidAt ? formatKstDateTime(order.paidAt) : 'Awaiting confirmation'}
      />
    </>
  );
}

/** The invoice's detail as the server answers it: its lines and total, the storage per package, the payment. */
function InvoiceDetailBody({ code }: { code: string }) {
  const invoice = useShippingInvoice(code, true);
  if (invoice.isPending) return <SkeletonRows rows={4} />;
  if (invoice.isError) {
    return <ErrorState message={errorMessageOf(invoice.error)} onRetry={() => invoice.refetch()} />;
  }
  return (
    <Stack gap="md">
      <InvoiceLines lines={invoice.data.lines} />
      <Stack gap={4}>
        <Title order={3} fz="md">
          Storage
        </Title>
        <StorageRows storage={invoice.data.storage} />
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="md">
          {invoice.data.order ? 'Payment' : 'In US dollars'}
        </Title>
        <Payment invoice={invoice.data} />
      </Stack>
    </Stack>
  );
}

/**
 * 'Invoice Detail' (spec §2, SCSH03-05): the invoice as the server answers it (`GET …/{code}/invoice`): paid, the
 * lines, storage and the order's method, dollars, credit and date as frozen when it was paid, whatever today's rates.
 */
export function InvoiceDetailButton({ data }: { data: Shipping }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        Invoice Detail
      </Button>
      <Modal opened={isOpen} onClose={close} title={`Invoice of ${data.code}`} size="lg" centered>
        {isOpen && <InvoiceDetailBody code={data.code} />}
      </Modal>
    </>
  );
}
