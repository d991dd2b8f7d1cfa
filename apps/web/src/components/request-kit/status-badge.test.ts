import { statusMachines } from '@fanship/domain/requests/status-machines';
import { describe, expect, it } from 'vitest';
import { statusColor } from './status-badge.tsx';

/** The colours the badge gave before tones were data on the tables (a hand-kept pattern of completed codes). */
function colorBefore(status: string): string {
  if (status.endsWith('09')) return 'gray';
  if (/^(SC(OM1[12]|IN02|PC02|UN03|IL04|SP03|PA04|RE03|SH05)|OR03)$/.test(status)) return 'green';
  return status.endsWith('01') ? 'orange' : 'blue';
}

describe('the status badge colour', () => {
  const statuses = Object.values(statusMachines).flatMap((machine) => Object.keys(machine.statuses));

  it.each(statuses)('is unchanged for %s, now read from the status table', (status) => {
    expect(statusColor(status)).toBe(colorBefore(status));
  });

  it('is blue for a status no request table has (a package in the locker)', () => {
    expect(statusColor('ARRIVED')).toBe('blue');
  });
});
