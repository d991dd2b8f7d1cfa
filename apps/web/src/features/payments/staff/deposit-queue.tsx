import { formatUsdCents } from '@fanship/domain/pricing/money';
import type { StaffQueueRow } from '@fanship/domain/requests/request-contract';
import { Text } from '@mantine/core';
import type { StaffQueueExtras } from '../../staff-requests/index.ts';
import { useConfirmDeposits } from '../api/staff-orders-api.ts';

/** Whether the member says they sent exactly what the invoice expects. */
const sentAsExpected = ({ deposit }: StaffQueueRow) =>
  Boolean(deposit) && deposit?.sentUsdCents === deposit?.expectedUsdCents;

/** A Wise order's deposit in its queue row: the reference, and the USD sent beside the USD expected (marked when they differ). */
export function DepositCell({ row }: { row: StaffQueueRow }) {
  const deposit = row.deposit;
  if (!deposit) return null;
  const sent = deposit.sentUsdCents;
  const differs = sent !== null && sent !== deposit.expectedUsdCents;
  return (
    <>
      <Text size="sm" ff="monospace">
        {deposit.reference ?? 'No transfer reported'}
      </Text>
      <Text
        size="xs"
        c={differs ? 'red.9' : undefined}
        fw={differs ? 700 : undefined}
        data-differs={differs || undefined}
      >
        Sent {sent === null ? '-' : formatUsdCents(sent)}
        {differs ? ' (differs)' : ''}
      </Text>
      <Text size="xs">Expected {formatUsdCents(deposit.expectedUsdCents)}</Text>
    </>
  );
}

/**
 * The orders queue's own part: the deposit under each row's line (its 'Payment' column) and the bulk confirmation of deposits awaiting staff (OR02) whose
 * amount sent is the amount expected; one that differs is confirmed on its page, saying what is done with the
 * difference.
 */
export const depositQueue: StaffQueueExtras = {
  searchLabel: 'Search by code, member, deposit reference or the code paid for',
  summary: {
    header: 'Payment',
    cell: (row) => (
      <>
        <Text size="sm" lineClamp={2}>
          {row.summary}
        </Text>
        <DepositCell row={row} />
      </>
    ),
  },
  bulk: {
    label: 'Confirm selected deposits',
    doneLabel: 'Confirmed',
    selectable: (row) => row.status === 'OR02' && sentAsExpected(row),
    useRun: useConfirmDeposits,
  },
};
