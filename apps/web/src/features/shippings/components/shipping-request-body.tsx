import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { invoiceStatuses, type Shipping } from '@fanship/domain/warehouse/shipping';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { AddressLines } from '../../addresses/index.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import { InvoiceDetailButton, InvoiceLines } from './shipping-invoice.tsx';

const hasInvoice = (status: string) => (invoiceStatuses as readonly string[]).includes(status);

function BoxLink({ code, packagePath }: { code: string; packagePath: (code: string) => string }) {
  return (
    <Anchor component={Link} to={packagePath(code)} ff="monospace">
      {code}
    </Anchor>
  );
}

/**
 * A shipping's own part, shown alike to its member (`/shippings/{code}`) and to staff: Created, the carrier, the box
 * (a link to its page: `packagePath` is the member's or staff's) with its weight and size, the note and the address;
 * 'Ship Completed' once shipped (SCSH05: when, carrier, tracking number, the box); the invoice's lines (live while
 * unpaid) with `payment` under them (the member's Pay Now), and 'Invoice Detail' once paid (SCSH03-05).
 */
export function ShippingRequestBody({
  data,
  packagePath,
  payment,
}: {
  data: Shipping;
  packagePath: (code: string) => string;
  payment?: ReactNode;
}) {
  const box = data.targetPackage;
  const carrier = useCodeLabel('shippingCarriers')(data.carrier ?? data.requestedCarrier);
  return (
    <>
      {data.status === 'SCSH05' && (
        <SectionCard title="Ship Completed">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label="Completed">{data.shippedAt ? formatKstDateTime(data.shippedAt) : '-'}</Field>
            <Field label="Carrier">{carrier}</Field>
            <Field label="Tracking No">{data.trackingNo ?? '-'}</Field>
            <Field label="Package">
              <BoxLink code={box.code} packagePath={packagePath} />
            </Field>
          </SimpleGrid>
        </SectionCard>
      )}
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Carrier">{carrier}</Field>
          <Field label="Package">
            <BoxLink code={box.code} packagePath={packagePath} />
          </Field>
          <Field label="Weight · size">
            {formatWeightKg(box.weightGrams)} · {formatSizeCm(box)}
          </Field>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Field label="Note">{data.memberNote ?? '-'}</Field>
          {data.managerNote && <Field label="Our note">{data.managerNote}</Field>}
          <Field label={`Address · ${data.address.nickname}`}>
            <AddressLines address={data.address} />
          </Field>
        </Stack>
      </Card>
      <SectionCard title="Invoice">
        <Stack gap="sm">
          {data.invoiceLines.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invoice lines yet.
            </Text>
          ) : (
            <InvoiceLines lines={data.invoiceLines} />
          )}
          {data.status === 'SCSH01' && (
            <Text size="xs" c="dimmed">
              Storage is counted to today: pay before midnight Korean time for these amounts.
            </Text>
          )}
          {payment}
          {hasInvoice(data.status) && <InvoiceDetailButton data={data} />}
        </Stack>
      </SectionCard>
    </>
  );
}
