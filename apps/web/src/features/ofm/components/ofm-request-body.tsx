import { formatKrw } from '@fanship/domain/pricing/money';
import type { OfmPurchaseItem, OfmRequest } from '@fanship/domain/requests/ofm';
import { Anchor, Card, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Price } from '../../../components/request-kit/price.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { ofmTypeLabels } from '../../pricing/ofm-type-labels.ts';
import { usePurchaseItems } from '../api/ofm-api.ts';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function isCompleted(status: string) {
  return status === 'SCOM11' || status === 'SCOM12';
}

/** What was bought, once the request is completed (order amount, fee, purchased items). */
function Completion({ request, purchaseItems }: { request: OfmRequest; purchaseItems?: OfmPurchaseItem[] }) {
  // Staff get what was bought with the request; the member reads it from its own call.
  const query = usePurchaseItems(request.code, !purchaseItems);
  const items = purchaseItems ? ({ isPending: false, isError: false, data: purchaseItems } as const) : query;
  return (
    <Card withBorder padding="md" component="section" aria-label="Order completed">
      <Title order={2} fz="lg" mb="xs">
        Order completed
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
        <Field label="Order amount">
          {request.purchaseAmount === null ? '-' : formatKrw(request.purchaseAmount)}
        </Field>
        <Field label="Fee">{request.feeAmount === null ? '-' : formatKrw(request.feeAmount)}</Field>
      </SimpleGrid>
      {items.isPending ? (
        <SkeletonRows rows={2} />
      ) : items.isError ? (
        <ErrorState message={errorMessageOf(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <Table aria-label="Purchased items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.data.map((item) => (
              <Table.Tr key={`${item.name}-${item.unitPrice}-${item.quantity}`}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="right">{formatKrw(item.unitPrice)}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/**
 * An OFM request's own part, shown alike to its member (`/ofm/{code}`) and to staff: the fields, the items with
 * their private images, the prepayment and, once completed, what was bought.
 */
export function OfmRequestBody({
  data,
  purchaseItems,
}: {
  data: OfmRequest;
  purchaseItems?: OfmPurchaseItem[];
}) {
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Type">{ofmTypeLabels[data.type]}</Field>
          <Field label="Shop">{data.shopName}</Field>
          {data.shopOpenAt && <Field label="Shop opens">{formatKstDateTime(data.shopOpenAt)}</Field>}
          {data.shopCloseAt && <Field label="Shop closes">{formatKstDateTime(data.shopCloseAt)}</Field>}
          {data.visitMinutes !== null && <Field label="Visit length">{data.visitMinutes} minutes</Field>}
          {data.fansignParticipation && (
            <Field label="Fansign">{data.fansignParticipation === 'ATTEND' ? 'Attend' : 'Apply'}</Field>
          )}
          {data.applicantName && <Field label="Applicant">{data.applicantName}</Field>}
          {data.applicantData && <Field label="Applicant information">{data.applicantData}</Field>}
          <Field label="Video call">{data.videoCall ? (data.videoCallInfo ?? 'Yes') : 'No'}</Field>
          <Field label="Note">{data.memberNote ?? '-'}</Field>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="Items">
        <Title order={2} fz="lg" mb="xs">
          Items
        </Title>
        <Stack gap="sm">
          {data.items.map((item) => (
            <Stack key={item.id} gap={4}>
              <Anchor href={item.url} target="_blank" rel="noreferrer noopener" fw={600} lineClamp={2}>
                {item.name}
              </Anchor>
              <Text size="sm">
                {formatKrw(item.unitPrice)} × {item.quantity} = {formatKrw(item.unitPrice * item.quantity)}
              </Text>
              {item.memberNote && (
                <Text size="xs" c="dimmed">
                  {item.memberNote}
                </Text>
              )}
              {item.images.length > 0 && (
                <Group gap="xs">
                  {item.images.map((image) => (
                    <Anchor key={image.filename} href={image.url} target="_blank" rel="noreferrer">
                      <Image
                        src={image.url}
                        alt={`Image of ${item.name}`}
                        w={72}
                        h={72}
                        radius="sm"
                        fit="cover"
                      />
                    </Anchor>
                  ))}
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="Prepayment">
        <Title order={2} fz="lg" mb="xs">
          Prepayment
        </Title>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">Items</Text>
            <Text size="sm">{formatKrw(data.orderValueKrw)}</Text>
          </Group>
          {data.feeLines.map((line) => (
            <Group key={line.label} justify="space-between" title={line.rule}>
              <Text size="sm">{line.label}</Text>
              <Text size="sm">{formatKrw(line.amountKrw)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Price krw={data.prepaymentKrw} fw={700} />
          </Group>
        </Stack>
      </Card>
      {isCompleted(data.status) && <Completion request={data} purchaseItems={purchaseItems} />}
    </>
  );
}
