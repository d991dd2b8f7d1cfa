import { FEES_SHOWN, type Fee } from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

const struckStatuses = new Set<Fee['status']>(['PENDING', 'CANCELLED']);

/**
 * A fee as one screen shows it: on an invoice's own page (`ownOrderCode`) the fees that invoice holds are its own
 * fees, owed through it, not fees pending in another invoice.
 */
function shownStatus(fee: Fee, ownOrderCode: string | undefined): Fee['status'] {
  return fee.status === 'PENDING' && ownOrderCode !== undefined && fee.pendingOrderCode === ownOrderCode
    ? 'UNPAID'
    : fee.status;
}

function FeeRow({ fee, ownOrderCode }: { fee: Fee; ownOrderCode?: string }) {
  const status = shownStatus(fee, ownOrderCode);
  const isStruck = struckStatuses.has(status);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-fee-status={status}>
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" td={isStruck ? 'line-through' : undefined} c={isStruck ? 'dimmed' : undefined}>
          {fee.name}
        </Text>
        {status === 'PENDING' && (
          <Badge color="orange" variant="light" size="sm">
            Pending
          </Badge>
        )}
        {status === 'CANCELLED' && (
          <Badge color="gray" variant="light" size="sm">
            Cancelled
          </Badge>
        )}
        {status === 'PENDING' && fee.pendingOrderCode && (
          <Anchor component={Link} to={`/invoices/${encodeURIComponent(fee.pendingOrderCode)}`} size="sm">
            Invoice {fee.pendingOrderCode}
          </Anchor>
        )}
      </Group>
      <Text
        size="sm"
        td={isStruck ? 'line-through' : undefined}
        c={isStruck ? 'dimmed' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatKrw(fee.amount)}
      </Text>
    </Group>
  );
}

/**
 * A target's fees (spec §2, §9): the first three, then 'Show more (n)' for the rest. A fee another open invoice
 * holds (PENDING) or a cancelled one is struck through; a pending one links to the invoice holding it. On an
 * invoice's own page, `ownOrderCode` is that invoice: the fees it holds are shown as its own.
 */
export function FeeList({
  fees,
  isCollapsible = true,
  ownOrderCode,
}: {
  fees: Fee[];
  isCollapsible?: boolean;
  ownOrderCode?: string;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (fees.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No fees
      </Text>
    );
  const hidden = isCollapsible && !isExpanded ? Math.max(0, fees.length - FEES_SHOWN) : 0;
  const shown = hidden > 0 ? fees.slice(0, FEES_SHOWN) : fees;
  return (
    <Stack gap={4}>
      {shown.map((fee, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fees have no id; the list never reorders
        <FeeRow key={index} fee={fee} ownOrderCode={ownOrderCode} />
      ))}
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setIsExpanded(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Show more ({hidden})
        </Button>
      )}
    </Stack>
  );
}
