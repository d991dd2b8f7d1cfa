import { rejectDepositSchema, type StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { KeyValueTable } from '../../../../components/ui/key-value-table.tsx';
import { errorMessageOf } from '../../../../lib/api-client.ts';
import { useConfirmDeposit, useRejectDeposit } from '../../api/staff-orders-api.ts';
import { ReasonDialog } from '../reason-dialog.tsx';
import { DepositAmount } from './order-deposit.tsx';
import { depositMismatch } from './order-format.ts';

type DialogProps = { order: StaffOrder; opened: boolean; onClose: () => void };

/** Said in a dialog whose order moved on under it (someone else decided first): the page shows where it is now. */
function MovedOn({ order }: { order: StaffOrder }) {
  return (
    <Text size="sm" c="dimmed">
      This order is now {order.statusLabel.toLowerCase()}: there is no deposit to decide on.
    </Text>
  );
}

/**
 * The confirmation of a Wise deposit: what the member says they sent against what Wise expected for this order,
 * a mismatch called out, and what confirming does. A refusal stays in the dialog; the page is read again.
 */
export function ConfirmDepositDialog({ order, opened, onClose }: DialogProps) {
  const confirm = useConfirmDeposit(order.code);
  const mismatch = depositMismatch(order);
  const waiting = order.status === 'OR02' && order.deposit !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={`Confirm the deposit for ${order.code}`} centered>
      <Stack gap="sm">
        {order.deposit && (
          <KeyValueTable
            rows={[
              ['Reference number', order.deposit.referenceCode],
              ['Amount sent', <DepositAmount key="sent" order={order} />],
              ['Expected (Wise)', formatUsdCents(order.amountsUsd.WISE)],
            ]}
          />
        )}
        {waiting && mismatch && (
          <Alert color="red" variant="light" title="The amounts differ">
            {mismatch}. Confirm only if the transfer that arrived covers this order.
          </Alert>
        )}
        {waiting ? (
          <Text size="sm">
            The order is paid: its requests move on and the member is told. This cannot be undone.
          </Text>
        ) : (
          <MovedOn order={order} />
        )}
        {confirm.isError && (
          <Alert color="red" title="The deposit was not confirmed">
            {errorMessageOf(confirm.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button
            color="green"
            loading={confirm.isPending}
            disabled={!waiting}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: `The deposit was confirmed: ${order.code} is paid. The member has been told.`,
                  });
                  onClose();
                },
              })
            }
          >
            Confirm deposit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Sending a deposit back: the reason is required (the member is mailed it) and the order awaits payment again. */
export function RejectDepositDialog({ order, opened, onClose }: DialogProps) {
  const reject = useRejectDeposit(order.code);
  return (
    <ReasonDialog
      title={`Reject the deposit for ${order.code}`}
      opened={opened}
      onClose={onClose}
      check={(text) => rejectDepositSchema.safeParse({ reason: text }).error?.issues[0]?.message ?? null}
      error={reject.error}
      failureTitle="The deposit was not rejected"
      isPending={reject.isPending}
      submitLabel="Reject deposit"
      dismissLabel="Not now"
      onSubmit={(reason, done) =>
        reject.mutate(
          { reason },
          {
            onSuccess: () => {
              notifications.show({
                message: `The deposit was rejected: ${order.code} awaits payment again. The member has been told.`,
              });
              done();
            },
          },
        )
      }
    >
      {order.status === 'OR02' ? (
        <Text size="sm">
          The order goes back to awaiting payment and the member receives this reason by email.
        </Text>
      ) : (
        <MovedOn order={order} />
      )}
    </ReasonDialog>
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
    <Card withBorder padding="md" component="section" aria-label="Deposit to confirm">
      <Title order={2} fz="lg" mb="xs">
        Deposit to confirm
      </Title>
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
    </Card>
  );
}
