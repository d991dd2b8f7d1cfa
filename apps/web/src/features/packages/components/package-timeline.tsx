import { type PackageDetail, packageEventLabels } from '@fanship/domain/warehouse/packages';
import { Text, Timeline } from '@mantine/core';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

const actorNames = { member: 'You', staff: 'Fanship staff', system: 'Fanship' } as const;

/** What a timeline row says: its status move ('Arrived → Packed'), else what happened ('Items edited'). */
function titleOf(entry: PackageDetail['timeline'][number]): string {
  if (entry.event === 'CREATED') return entry.toLabel ? `Registered · ${entry.toLabel}` : 'Registered';
  if (entry.event === 'STATUS' && entry.toLabel) {
    return entry.fromLabel ? `${entry.fromLabel} → ${entry.toLabel}` : entry.toLabel;
  }
  return packageEventLabels[entry.event];
}

/** The package's timeline, oldest first: status moves, notices sent, item and note edits, videos (KST). */
export function PackageTimeline({ timeline }: { timeline: PackageDetail['timeline'] }) {
  if (timeline.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this package yet.
      </Text>
    );
  }
  return (
    <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2} aria-label="Timeline">
      {timeline.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: history rows are only ever appended
        <Timeline.Item key={index} title={titleOf(entry)}>
          <Text size="xs" c="dimmed">
            {formatKstDateTime(entry.time)} · {actorNames[entry.actor]}
          </Text>
          {entry.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
