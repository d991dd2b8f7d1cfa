import type { IntakeShift, ShiftParcel } from '@fanship/domain/warehouse/intake-shift';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { countryName } from '../../../lib/countries.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useIntakeShift, useUndoReceive } from '../api/intake-api.ts';
import { staffPackagePath } from './lookup-result.tsx';

/** Where a parcel went: its member and their country, or lost & found. */
function destinationOf(parcel: ShiftParcel): string {
  if (!parcel.member) return 'Lost & found';
  const { name, code, countryCode } = parcel.member;
  const bought = parcel.destination === 'expected' ? ' · goods bought for them' : '';
  return `${name} (${code}) · ${countryName(countryCode)}${bought}`;
}

/** One received parcel: time, package, where it went. */
function ShiftRow({ parcel }: { parcel: ShiftParcel }) {
  return (
    <Stack gap={0} component="li" aria-label={`Received ${parcel.packageCode}`}>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" ff="monospace">
          {formatKstDateTime(parcel.receivedAt).slice(11, 16)}
        </Text>
        <Anchor component={Link} to={staffPackagePath(parcel.packageCode)} ff="monospace" fw={700} size="sm">
          {parcel.packageCode}
        </Anchor>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {destinationOf(parcel)}
        {parcel.incomingCode ? ` · ${parcel.incomingCode}` : ''}
      </Text>
    </Stack>
  );
}

/** The undo of the last receive, while it may still be made; the server's refusal is said under it. */
function UndoLast({ undo, onUndone }: { undo: NonNullable<IntakeShift['undo']>; onUndone: () => void }) {
  const undoReceive = useUndoReceive();
  const [failure, setFailure] = useState<string | null>(null);
  if (new Date(undo.until).getTime() < Date.now()) return null;
  const run = async () => {
    setFailure(null);
    try {
      await undoReceive.mutateAsync(undo.packageCode);
      onUndone();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  return (
    <Stack gap="xs">
      <Button variant="default" size="sm" loading={undoReceive.isPending} onClick={run}>
        Undo {undo.packageCode}
      </Button>
      <FailureAlert message={failure} title="The receive was not undone" />
    </Stack>
  );
}

/**
 * The shift beside the desk (below it on a phone): the parcels this worker received today (the Korean day), newest
 * first, with how many, where each went, and the undo of the last one within 5 minutes of its receive.
 */
export function ShiftView({ onUndone }: { onUndone: (packageCode: string) => void }) {
  const shift = useIntakeShift();
  const [undone, setUndone] = useState<string | null>(null);
  let body: React.ReactNode;
  if (shift.isPending) body = <SkeletonRows rows={3} />;
  else if (shift.isError)
    body = <ErrorState message={errorMessageOf(shift.error)} onRetry={() => shift.refetch()} />;
  else {
    const { count, parcels, undo } = shift.data;
    body = (
      <Stack gap="sm">
        <Text size="sm" fw={600} role="status" aria-label="Received today">
          {count} parcel{count === 1 ? '' : 's'} received today
        </Text>
        {undone && (
          <Alert color="gray" variant="light" p="xs">
            The receive of {undone} was undone.
          </Alert>
        )}
        {undo && (
          <UndoLast
            key={undo.packageCode}
            undo={undo}
            onUndone={() => {
              setUndone(undo.packageCode);
              onUndone(undo.packageCode);
            }}
          />
        )}
        <Stack
          gap="xs"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Parcels received today"
        >
          {parcels.map((parcel) => (
            <ShiftRow key={parcel.packageCode} parcel={parcel} />
          ))}
        </Stack>
      </Stack>
    );
  }
  return <SectionCard title="Your shift">{body}</SectionCard>;
}
