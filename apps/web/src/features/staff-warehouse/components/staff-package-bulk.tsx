import { statusLabel } from '@fanship/domain/requests/status-machines';
import { type PackagesStatusChangeResult, staffHandMoves } from '@fanship/domain/warehouse/intake';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/request-kit/reason-dialog.tsx';
import type { ChosenCodes } from '../../../components/ui/row-selection.tsx';
import { useChangePackagesStatus } from '../api/staff-packages-api.ts';
import { checkReason, NewStatusSelect } from './status-choice.tsx';

/** Every status staff move a package to by hand, labelled (the server says which packages may move there). */
const targetOptions = [
  ...new Set(
    Object.keys(packageMachine.statuses).flatMap((from) => staffHandMoves(from).map((move) => move.to)),
  ),
].map((to) => ({ value: to, label: statusLabel(packageMachine, to) }));

/** What a bulk change answered: the packages moved and those refused, each with why. */
function BulkResult({ result }: { result: PackagesStatusChangeResult }) {
  return (
    <Alert
      color="gray"
      role="status"
      title={`${result.moved.length} moved, ${result.refused.length} refused`}
    >
      <List size="sm" aria-label="Status change results">
        {result.moved.map((row) => (
          <List.Item key={row.code}>
            <b>{row.code}</b>{' '}
            <Text span size="sm" c="green.9">
              Now {row.statusLabel.toLowerCase()}
            </Text>
          </List.Item>
        ))}
        {result.refused.map((row) => (
          <List.Item key={row.code}>
            <b>{row.code}</b>{' '}
            <Text span size="sm" c="red.9">
              {row.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The chosen packages moved to one status with one reason: the dialog starts with no status chosen, its submit is
 * routine (not red); the answer lists what moved and what was refused, and the selection clears.
 */
export function BulkStatusChange({ selection }: { selection: ChosenCodes }) {
  const [opened, dialog] = useDisclosure(false);
  const [to, setTo] = useState<string | null>(null);
  const [result, setResult] = useState<PackagesStatusChangeResult | null>(null);
  const change = useChangePackagesStatus();
  const codes = [...selection.chosen];
  const close = () => {
    change.reset();
    setTo(null);
    dialog.close();
  };
  return (
    <>
      <Group gap="sm">
        <Button variant="default" disabled={codes.length === 0} onClick={dialog.open}>
          Change status ({codes.length})
        </Button>
      </Group>
      {result && <BulkResult result={result} />}
      <ReasonDialog
        title={`Change the status of ${codes.length} package${codes.length === 1 ? '' : 's'}`}
        opened={opened}
        onClose={close}
        check={checkReason}
        error={change.error}
        failureTitle="No status was changed"
        isPending={change.isPending}
        submitLabel="Change status"
        dismissLabel="Keep them"
        isRoutine
        canSubmit={to !== null}
        onSubmit={(reason, done) => {
          if (!to) return;
          change.mutate(
            { codes, to, reason },
            {
              onSuccess: (answer) => {
                setResult(answer);
                selection.clear();
                setTo(null);
                done();
              },
            },
          );
        }}
      >
        <NewStatusSelect options={targetOptions} value={to} onChange={setTo} />
      </ReasonDialog>
    </>
  );
}
