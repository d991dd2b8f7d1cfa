import { rejectDepositSchema, type StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { Button, Group, Text } from '@mantine/core';
import { ReasonMutationDialog } from '../../../components/request-kit/reason-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useRejectDeposit } from '../api/staff-orders-api.ts';

type DialogProps = { order: StaffOrder; opened: boolean; onClose: () => void };

/** Said in a dialog whose order moved on under it (someone else decided first): the page shows where it is now. */
export function MovedOn({ order }: { order: StaffOrder }) {
  return (
    <Text size="sm" c="dimmed">
      This order is now {order.statusLabel.toLowerCase()}: there is no deposit to decide on.
    </Text>
  );
}

/** Sending a deposit back: the reason is required (the member is mailed it) and the order awaits payment again. */
export function RejectDepositDialog({ order, opened, onClose }: DialogProps) {
  const reject = useRejectDeposit(order.code);
  return (
    <ReasonMutationDialog
      title={`Reject the deposit for ${order.code}`}
      opened={opened}
      onClose={onClose}
      schema={rejectDepositSchema}
      mutation={reject}
      failureTitle="The deposit was not rejected"
      submitLabel="Reject deposit"
      dismissLabel="Not now"
      doneMessage={`The deposit was rejected: ${order.code} awaits payment again. The member has been told.`}
    >
      {order.status === 'OR02' ? (
        <Text size="sm">
          The order goes back to awaiting payment and the member receives this reason by email.
        </Text>
      ) : (
        <MovedOn order={order} />
      )}
    </ReasonMutationDialog>
  );
}

/** OR02: a Wise deposit waits for staff to find the transfer and confirm or reject it. */
export function DepositDecision({
  order,
  onConfirm,
  onReject,
}: {
  order: StaffOrder;
  onConfirm: () => void;
  onReject: () => void;
}) {
  return (
    <SectionCard title="Deposit to confirm">
      <Text size="sm" c="dimmed" mb="sm">
        Find the transfer {order.deposit ? <strong>{order.deposit.referenceCode}</strong> : null} in Wise (
        {formatUsdCents(order.amountsUsd.WISE)} expected), then confirm it or send it back with a reason.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="light" color="red" onClick={onReject}>
          Reject deposit
        </Button>
        <Button color="green" onClick={onConfirm}>
          Confirm deposit
        </Button>
      </Group>
    </SectionCard>
  );
}
