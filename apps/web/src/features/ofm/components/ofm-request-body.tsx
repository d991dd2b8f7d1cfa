import { formatKrw } from '@fanship/domain/pricing/money';
import type { OfmPurchaseItem, OfmRequest } from '@fanship/domain/requests/ofm';
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ImageLinks } from '../../../components/request-kit/image-links.tsx';
import { Price } from '../../../components/request-kit/price.tsx';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { ofmTypeLabels } from '../../pricing/index.ts';
import { usePurchaseItems } from '../api/ofm-api.ts';

function isCompleted(status: string) {
  return status === 'SCOM11' || status === 'SCOM12';
}

/** The photos staff took of what they bought: private files, opened full size in a new tab. */
function ResultImages({ images }: { images: OfmRequest['images'] }) {
  if (images.length === 0) return <Text size="sm">No photos were added.</Text>;
  return <ImageLinks images={images} alt={(index) => `Result image ${index + 1}`} size={96} gap="xs" />;
}

const purchaseColumns: TableColumn<OfmPurchaseItem>[] = [
  { header: 'Item', cell: (item) => item.name, tdProps: { style: { overflowWrap: 'anywhere' } } },
  {
    header: 'Unit price',
    cell: (item) => formatKrw(item.unitPrice),
    thProps: { ta: 'right' },
    tdProps: { ta: 'right' },
  },
  { header: 'Quantity', cell: (item) => item.quantity, thProps: { ta: 'right' }, tdProps: { ta: 'right' } },
];

/**
 * What was bought (spec: the completion section of SCOM11 and SCOM12): order amount, fee, the refund to credit,
 * result images, the resulting packages and the items bought. Staff see it as soon as the purchase is recorded, the
 * member once the packages exist (each still awaiting receipt at the warehouse says so, decision 027).
 */
function Completion({
  request,
  purchaseItems,
  linksPackages,
}: {
  request: OfmRequest;
  purchaseItems?: OfmPurchaseItem[];
  linksPackages: boolean;
}) {
  // Staff get what was bought with the request; the member reads it from its own call.
  const query = usePurchaseItems(request.code, !purchaseItems);
  const items = purchaseItems ? ({ isPending: false, isError: false, data: purchaseItems } as const) : query;
  const title = isCompleted(request.status) ? 'Order completed' : 'Purchase recorded';
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="sm">
        <Field label="Order amount">
          {request.purchaseAmount === null ? '-' : formatKrw(request.purchaseAmount)}
        </Field>
        <Field label="Fee">{request.feeAmount === null ? '-' : formatKrw(request.feeAmount)}</Field>
        {request.refundAmount !== null && (
          <Field label="Refunded to your credit">
            <Text span fw={700} c="green.9" inherit>
              {formatKrw(request.refundAmount)}
            </Text>
          </Field>
        )}
        <Field label="Resulting packages">
          {request.resultPackageCodes.length === 0 ? (
            '-'
          ) : (
            <Group gap={6} component="span">
              {request.resultPackageCodes.map((code) => (
                <Group key={code} gap={4} component="span" wrap="nowrap">
                  {linksPackages ? (
                    <Anchor component={Link} to={`/packages/${code}`} ff="monospace" fw={600} inherit>
                      {code}
                    </Anchor>
                  ) : (
                    <Text span ff="monospace" fw={600} inherit>
                      {code}
                    </Text>
                  )}
                  {request.awaitingPackageCodes.includes(code) && (
                    <Text span size="xs" c="dimmed">
                      (Awaiting receipt)
                    </Text>
                  )}
                </Group>
              ))}
            </Group>
          )}
        </Field>
      </SimpleGrid>
      <Stack gap={4} mb="sm">
        <Text size="xs" c="dimmed">
          Result images
        </Text>
        <ResultImages images={request.images} />
      </Stack>
      {items.isPending ? (
        <SkeletonRows rows={2} />
      ) : items.isError ? (
        <ErrorState message={errorMessageOf(query.error)} onRetry={() => query.refetch()} />
      ) : items.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was bought.
        </Text>
      ) : (
        <ColumnTable
          aria-label="Purchased items"
          columns={purchaseColumns}
          rows={items.data}
          // Two lines may be alike (the same item bought twice): the position tells them apart.
          rowKey={(_, index) => index}
        />
      )}
    </SectionCard>
  );
}

/**
 * An OFM request's own part, shown alike to its member (`/ofm/{code}`) and to staff: the fields, the items with
 * their private images, the prepayment and, once completed, what was bought (staff: once it is recorded).
 */
export function OfmRequestBody({
  data,
  purchaseItems,
  linksPackages = false,
}: {
  data: OfmRequest;
  purchaseItems?: OfmPurchaseItem[];
  /** The member's page links the resulting packages to their pages (staff have no member package pages). */
  linksPackages?: boolean;
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
      <SectionCard title="Items">
        <Stack gap="sm">
          {data.items.map((item) => (
            <Stack key={item.id} gap={4}>
              <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fw={600} lineClamp={2}>
                {item.name}
              </Anchor>
              {/* The address itself, to read or copy (staff buy from it); it opens the shop too. */}
              <Anchor
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.url}
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
                <ImageLinks images={item.images} alt={() => `Image of ${item.name}`} size={72} gap="xs" />
              )}
            </Stack>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Prepayment">
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
      </SectionCard>
      {(isCompleted(data.status) ||
        data.resultPackageCodes.length > 0 ||
        (purchaseItems !== undefined && data.managerUpdatedAt !== null)) && (
        <Completion request={data} purchaseItems={purchaseItems} linksPackages={linksPackages} />
      )}
    </>
  );
}
