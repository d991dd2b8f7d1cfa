import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { type StaffRequestDetail, useStaffRequestStep } from './staff-requests-api.ts';

type PackageServiceStepsProps = {
  kind: string;
  request: StaffRequestDetail;
  /** Whether the request's new packages are recorded (Complete waits for them). */
  hasResults: boolean;
  /** The form that records the new packages, shown while processing and none are recorded. */
  recordResults: ReactNode;
};

/** A step button's move: Start (requested → processing) or Complete (processing → completed), with its message. */
function StepBar({
  kind,
  code,
  step,
  text,
}: {
  kind: string;
  code: string;
  step: 'start' | 'complete';
  text: string;
}) {
  const move = useStaffRequestStep<undefined, unknown>(kind, code, `requests/${kind}/${code}/${step}`);
  // Awaited rather than a callback of `mutate`: the answer moves the request on, which replaces this bar, and a
  // callback of a call whose component has gone is not run.
  const run = async () => {
    try {
      await move.mutateAsync(undefined);
    } catch {
      return; // Shown below (move.error); the request was read again.
    }
    notifications.show({
      color: 'green',
      message: `${code} was ${step === 'start' ? 'started' : 'completed'}. The member has been told.`,
    });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Next step">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {text}
        </Text>
        <Button onClick={() => void run()} loading={move.isPending}>
          {step === 'start' ? 'Start' : 'Complete'}
        </Button>
      </Group>
      {move.isError && (
        <Alert color="red" variant="light" mt="sm" title="The request was not moved" role="alert">
          {errorMessageOf(move.error)}
        </Alert>
      )}
    </Card>
  );
}

/**
 * The staff steps every package-service kind shares (split, inclusion, packing, repacking), from the moves its
 * status table allows now: Start while requested; while processing, the kind's form that records the new packages,
 * then Complete once they are recorded.
 */
export function PackageServiceSteps({ kind, request, hasResults, recordResults }: PackageServiceStepsProps) {
  const can = (action: string) => request.actions.some((move) => move.action === action);
  if (can('Start')) {
    return (
      <StepBar
        kind={kind}
        code={request.code}
        step="start"
        text="Start when the package is on the work table: the member can no longer change or cancel the request."
      />
    );
  }
  if (!can('Complete')) return null;
  if (!hasResults) return recordResults;
  return (
    <StepBar
      kind={kind}
      code={request.code}
      step="complete"
      text="Complete when the new packages are on their shelves: the member is told and sees them in their locker."
    />
  );
}
