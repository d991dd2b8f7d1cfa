import { formatKrw, formatUsdCents, krwToUsdCents } from '@fanship/domain/pricing/money';
import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import { ofmCompleteWithRefundSchema, ofmFulfilmentMessages } from '@fanship/domain/requests/ofm-fulfilment';
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';
import { useCompleteOfm, useCompleteOfmWithRefund } from '../api/staff-ofm-api.ts';

type DialogMode = 'complete' | 'refund' | 'nothing-bought';

/**
 * The confirmation of a completion: what happens (the amount refunded to the member's credit, if any) and, for a
 * refund, the reason the member reads (required when nothing could be bought). A refusal (someone completed it
 * first, the refund changed) keeps the dialog and the reason, and the amount shown is read again.
 */
function CompleteDialog({
  request,
  mode,
  refund,
  opened,
  onClose,
}: {
  request: StaffOfmRequest;
  mode: DialogMode;
  refund: number;
  opened: boolean;
  onClose: () => void;
}) {
  const complete = useCompleteOfm(request.code);
  const completeWithRefund = useCompleteOfmWithRefund(request.code);
  const action = mode === 'complete' ? complete : completeWithRefund;
  const [reason, setReason] = useState('');
  const { data: rate } = useExchangeRate();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = (text: string) => {
    if (mode === 'nothing-bought' && text.trim() === '') return ofmFulfilmentMessages.reasonRequired;
    return (
      ofmCompleteWithRefundSchema.safeParse({ refundAmount: refund, reason: text }).error?.issues[0]
        ?.message ?? null
    );
  };
  const done = () => {
    notifications.show({
      color: 'green',
      message: `${request.code} was completed. The member has been told.`,
    });
    setReason('');
    onClose();
  };
  // Awaited rather than mutate's own callbacks: the answer (a completed request) takes this dialog's section off
  // the page before those would run, and React Query skips them once their component is gone.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode !== 'complete') {
      const problem = check(reason);
      setFieldError(problem);
      if (problem) return;
    }
    try {
      if (mode === 'complete') await complete.mutateAsync(undefined);
      else await completeWithRefund.mutateAsync({ refundAmount: refund, reason: reason.trim() || null });
    } catch {
      // The refusal is shown in the dialog (action.error), which stays open with the reason.
      return;
    }
    done();
  };
  const title = {
    complete: `Complete ${request.code}`,
    refund: `Complete ${request.code} with refund`,
    // Refunding everything names what it gives back and where before anything is sent.
    'nothing-bought': `Refund ${formatKrw(refund)}${rate ? ` (${formatUsdCents(krwToUsdCents(refund, rate.baseRate))})` : ''} to the member's credit?`,
  }[mode];
  const submitLabel = {
    complete: 'Complete',
    refund: 'Complete with refund',
    'nothing-bought': `Refund ${formatKrw(refund)} and complete`,
  }[mode];
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {mode === 'complete' ? (
            <Text size="sm">
              The request is completed and the member is told. The whole prepayment was spent: nothing is
              refunded.
            </Text>
          ) : (
            <Text size="sm">
              <strong data-testid="dialog-refund">{formatKrw(refund)}</strong>{' '}
              {mode === 'nothing-bought'
                ? '(the whole prepayment: nothing was bought)'
                : 'of the prepayment was not spent and'}{' '}
              is refunded to the member's credit, once. The member is told by email.
            </Text>
          )}
          {action.isError && (
            <Alert color="red" title="The request was not completed">
              {errorMessageOf(action.error)}
            </Alert>
          )}
          {mode !== 'complete' && (
            <Textarea
              label={mode === 'nothing-bought' ? 'Why nothing could be bought' : 'Note for the member'}
              description="The member reads it after the refunded amount"
              required={mode === 'nothing-bought'}
              minRows={3}
              value={reason}
              error={fieldError}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (fieldError) setFieldError(check(event.currentTarget.value));
              }}
              onBlur={() => setFieldError(check(reason))}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button
              type="submit"
              loading={action.isPending}
              color={mode === 'nothing-bought' ? 'red' : undefined}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * SCOM04: the settlement (prepayment, what was spent, what is left) and the one completion that fits it: Complete
 * when everything was spent, Complete with refund otherwise; both wait for the packages to be created and received
 * at the intake desk (decision 027).
 */
export function CompletionActions({ request }: { request: StaffOfmRequest }) {
  const [mode, setMode] = useState<DialogMode | null>(null);
  const settlement = request.settlement;
  if (!settlement) return null;
  const unspent = settlement.unspentKrw;
  const awaiting = request.packages.filter((pkg) => pkg.status === 'AWAITING_RECEIPT');
  const ready = request.packages.length > 0 && awaiting.length === 0;
  return (
    <SectionCard title="Complete">
      <Stack gap={4} mb="sm">
        <Line label="Prepayment" amount={formatKrw(settlement.prepaymentKrw)} />
        {settlement.domesticShippingKrw > 0 && (
          <Line
            label="Domestic shipping (as prepaid)"
            amount={`−${formatKrw(settlement.domesticShippingKrw)}`}
          />
        )}
        <Line label="Purchase amount" amount={`−${formatKrw(settlement.purchaseAmountKrw)}`} />
        <Line label="Fee amount" amount={`−${formatKrw(settlement.feeAmountKrw)}`} />
        <Line label="Refund to the member's credit" amount={formatKrw(unspent)} strong />
      </Stack>
      {request.packages.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          Create the result packages first.
        </Text>
      ) : (
        awaiting.length > 0 && (
          <Text size="sm" c="dimmed" mb="sm">
            Awaiting receipt at the intake desk: {awaiting.map((pkg) => pkg.code).join(', ')}. The request
            completes once every package was received.
          </Text>
        )
      )}
      <Group justify="flex-end">
        {unspent > 0 ? (
          <Button disabled={!ready} onClick={() => setMode('refund')}>
            Complete with refund
          </Button>
        ) : (
          <Button disabled={!ready} onClick={() => setMode('complete')}>
            Complete
          </Button>
        )}
      </Group>
      <CompleteDialog
        request={request}
        mode={mode ?? 'complete'}
        refund={unspent}
        opened={mode !== null}
        onClose={() => setMode(null)}
      />
    </SectionCard>
  );
}

/**
 * SCOM03: when nothing could be bought, complete refunding the whole prepayment, with the reason: a danger-zone
 * action whose confirmation asks 'Refund ₩45,000 to the member's credit?' with the server's prepayment.
 */
export function NothingBoughtAction({ request }: { request: StaffOfmRequest }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-label="Nothing could be bought">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px' }}>
          <Text fw={600}>Nothing could be bought?</Text>
          <Text size="sm" c="dimmed">
            Complete the request and refund the whole prepayment ({formatKrw(request.prepaymentKrw)}) to the
            member's credit.
          </Text>
        </Stack>
        <Button variant="outline" color="red" onClick={() => setOpen(true)}>
          Refund everything
        </Button>
      </Group>
      <CompleteDialog
        request={request}
        mode="nothing-bought"
        refund={request.prepaymentKrw}
        opened={isOpen}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
