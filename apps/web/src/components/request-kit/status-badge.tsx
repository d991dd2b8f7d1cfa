import { machineOfStatus, statusTone } from '@fanship/domain/requests/status-machines';
import { Badge } from '@mantine/core';

/**
 * A request's status as a badge, coloured by the tone its status table gives it (status-machines.ts `tones`):
 * cancelled grey, done (completed or paid) green, the initial status (awaiting the member) orange, else blue.
 */
export function statusColor(status: string): string {
  const machine = machineOfStatus(status);
  if (!machine) return 'blue';
  const tone = statusTone(machine, status);
  if (tone === 'cancelled') return 'gray';
  if (tone === 'done') return 'green';
  return status === machine.initial ? 'orange' : 'blue';
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" size="lg" miw="max-content">
      {label}
    </Badge>
  );
}
