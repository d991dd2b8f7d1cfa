import { formatKrw } from '@fanship/domain/pricing/money';
import { UNBOXING_PRIORITY_FEE_KRW, unboxingFee } from '@fanship/domain/pricing/service-fees';
import {
  UNBOXING_NOTE_MAX,
  type Unboxing,
  type UnboxingRequestInput,
  unboxingDisclaimer,
  unboxingRequestSchema,
} from '@fanship/domain/warehouse/unboxing';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { inputProps } from '../../../components/forms/input-props.ts';
import { Price } from '../../../components/request-kit/price.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { SUBMIT_FAILURE_LOCK_MS, useSubmitLock } from '../../../lib/submit-lock.ts';
import { useCancelUnboxing, useRequestUnboxing, useUnboxing } from '../api/unboxing-api.ts';

export const UNBOXING_MODAL_TITLE = 'Request Unboxing Video';

export type UnboxingPackage = {
  code: string;
  type: string;
  status: string;
  videoCount: number;
  tags: readonly string[];
  weightGrams: number | null;
};

function FeeRow({ label, krw, strong }: { label: string; krw: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Price krw={krw} size="sm" fw={strong ? 700 : undefined} ta="right" />
    </Group>
  );
}

/** The fee as the modal shows it: each line and the total, or FREE for BUNJANG packages. */
function Fees({ lines, free }: { lines: { label: string; amountKrw: number }[]; free: boolean }) {
  if (free) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          FREE
        </Badge>
        <Text size="sm">Unboxing is free for packages bought on the second-hand marketplace.</Text>
      </Group>
    );
  }
  const total = lines.reduce((sum, line) => sum + line.amountKrw, 0);
  return (
    <Stack gap={4} component="section" aria-label="Unboxing fee">
      {lines.map((line) => (
        <FeeRow key={line.label} label={line.label} krw={line.amountKrw} />
      ))}
      <Divider my={2} />
      <FeeRow label="Total" krw={total} strong />
      <Text size="xs" c="dimmed">
        The fee is added to this package and paid with its shipping.
      </Text>
    </Stack>
  );
}

type RequestSchema = typeof unboxingRequestSchema;

/**
 * Request mode: priority (its extra fee), the fee computed live (or FREE), the disclaimer and its box, the
 * required note. Submit stays disabled until the form is valid; the server's refusal is shown here and the input
 * kept (with the 1 s lock after a failure).
 */
function RequestForm({ pkg, onDone }: { pkg: UnboxingPackage; onDone: () => void }) {
  const request = useRequestUnboxing(pkg.code);
  const submitLock = useSubmitLock();
  const form = useForm<UnboxingRequestInput, unknown, z.output<RequestSchema>>({
    ...validateOnBlur,
    resolver: zodResolver(unboxingRequestSchema),
    defaultValues: { priority: false, memberNote: '', agreement: false as unknown as true },
  });
  const { isValid } = form.formState;
  const priority = useWatch({ control: form.control, name: 'priority' }) ?? false;
  const note = useWatch({ control: form.control, name: 'memberNote' }) ?? '';
  const free = pkg.tags.includes('BUNJANG');
  const fee = unboxingFee({ weightGrams: pkg.weightGrams ?? 0, priority });

  const submit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess: () => {
        submitLock.lock();
        notifications.show({ color: 'green', message: 'Your unboxing video request has been sent.' });
        onDone();
      },
      onError: () => submitLock.lock(SUBMIT_FAILURE_LOCK_MS),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Package <strong>{pkg.code}</strong>
          {pkg.weightGrams !== null && ` · ${(pkg.weightGrams / 1000).toFixed(2)} kg`}
        </Text>
        <Checkbox
          label={
            free
              ? 'Priority unboxing (within 2 business days)'
              : `Priority unboxing (within 2 business days, +${formatKrw(UNBOXING_PRIORITY_FEE_KRW)})`
          }
          {...form.register('priority')}
        />
        <Fees
          lines={fee.items.map((line) => ({ label: line.label, amountKrw: line.amountKrw }))}
          free={free}
        />
        <Stack gap={6} component="section" aria-label="Disclaimer">
          <Text fw={600} size="sm">
            Disclaimer
          </Text>
          <List size="sm" spacing={4}>
            {unboxingDisclaimer.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Checkbox label="I have read and understood the disclaimer" {...inputProps(form, 'agreement')} />
        </Stack>
        <Textarea
          label="Note"
          description="What should we look at or show in the video?"
          required
          autosize
          minRows={3}
          maxRows={8}
          {...inputProps(form, 'memberNote')}
        />
        <Text size="xs" c={note.length > UNBOXING_NOTE_MAX ? 'red' : 'dimmed'} ta="right" mt={-12}>
          {note.length} / {UNBOXING_NOTE_MAX}
        </Text>
        {request.isError && (
          <Alert color="red" variant="light" title="The unboxing was not requested" role="alert">
            {errorMessageOf(request.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={request.isPending}>
            Close
          </Button>
          <Button type="submit" loading={request.isPending} disabled={!isValid || submitLock.isLocked}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** View/cancel mode: the request's status, priority, note and fees; Cancel Request (confirmed) only while SCUN01. */
function RequestView({
  pkg,
  unboxing,
  onDone,
}: {
  pkg: UnboxingPackage;
  unboxing: Unboxing;
  onDone: () => void;
}) {
  const cancel = useCancelUnboxing(pkg.code);
  const [isConfirming, setConfirming] = useState(false);
  const activeFees = unboxing.fees.filter((fee) => fee.status !== 'CANCELLED');
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          <strong>{unboxing.code}</strong> for package {pkg.code}
        </Text>
        <StatusBadge status={unboxing.status} label={unboxing.statusLabel} />
      </Group>
      <Text size="sm">
        Requested {new Date(unboxing.createdAt).toLocaleString()} ·{' '}
        {unboxing.priority ? 'Priority (within 2 business days)' : 'Regular (2-3 business days)'}
      </Text>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Note
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {unboxing.memberNote}
        </Text>
      </Stack>
      <Fees
        lines={(activeFees.length > 0 ? activeFees : unboxing.fees).map((fee) => ({
          label: fee.name,
          amountKrw: fee.amountKrw,
        }))}
        free={unboxing.free}
      />
      {!unboxing.cancellable && (
        <Text size="sm" c="dimmed">
          Staff have started this unboxing: it can no longer be cancelled.
        </Text>
      )}
      {cancel.isError && (
        <Alert color="red" variant="light" title="The request was not cancelled" role="alert">
          {errorMessageOf(cancel.error)}
        </Alert>
      )}
      {isConfirming ? (
        <Alert color="orange" variant="light" title="Cancel this unboxing request?">
          <Text size="sm" mb="sm">
            The request and its fee are cancelled and the package goes back to your locker as it was.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    notifications.show({ message: 'Your unboxing request was cancelled.' });
                    onDone();
                  },
                  onError: () => setConfirming(false),
                })
              }
            >
              Yes, cancel it
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!unboxing.cancellable}
            onClick={() => setConfirming(true)}
          >
            Cancel Request
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ViewMode({ pkg, onDone }: { pkg: UnboxingPackage; onDone: () => void }) {
  const unboxing = useUnboxing(pkg.code, true);
  if (unboxing.isPending) return <SkeletonRows rows={4} />;
  if (unboxing.isError) {
    return <ErrorState message={errorMessageOf(unboxing.error)} onRetry={() => unboxing.refetch()} />;
  }
  return <RequestView pkg={pkg} unboxing={unboxing.data} onDone={onDone} />;
}

/** The 'Request Unboxing Video' modal, in request mode or view/cancel mode (spec §2, §4, §5). */
export function UnboxingModal({
  pkg,
  mode,
  opened,
  onClose,
}: {
  pkg: UnboxingPackage;
  mode: 'request' | 'view';
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={UNBOXING_MODAL_TITLE} size="lg" centered>
      {opened &&
        (mode === 'request' ? (
          <RequestForm pkg={pkg} onDone={onClose} />
        ) : (
          <ViewMode pkg={pkg} onDone={onClose} />
        ))}
    </Modal>
  );
}
