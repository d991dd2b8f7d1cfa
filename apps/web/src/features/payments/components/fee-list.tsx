import { FEES_SHOWN, type Fee } from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

const struckStatuses = new Set<Fee['status']>(['PENDING', 'CANCELLED']);

function FeeRow({ fee }: { fee: Fee }) {
  const isStruck = struckStatuses.has(fee.status);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-fee-status={fee.status}>
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" td={isStruck ? 'line-through' : undefined} c={isStruck ? 'dimmed' : undefined}>
          {fee.name}
        </Text>
        {fee.status === 'PENDING' && (
          <Badge color="orange" variant="light" size="sm">
            Pending
          </Badge>
        )}
        {fee.status === 'CANCELLED' && (
          <Badge color="gray" variant="light" size="sm">
            Cancelled
          </Badge>
        )}
        {fee.status === 'PENDING' && fee.pendingOrderCode && (
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
 * holds (PENDING) or a cancelled one is struck through; a pending one links to the invoice holding it.
 */
export function FeeList({ fees, isCollapsible = true }: { fees: Fee[]; isCollapsible?: boolean }) {
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
        <FeeRow key={index} fee={fee} />
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
