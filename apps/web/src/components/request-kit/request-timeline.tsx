import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { Text, Timeline } from '@mantine/core';
import { formatKstDateTime } from '../../lib/kst-format.ts';

const actorNames = {
  member: { member: 'You', staff: 'Fanship staff', system: 'Fanship' },
  staff: { member: 'the member', staff: 'staff', system: 'the system' },
} as const;

type RequestTimelineProps = {
  history: HistoryEntry[];
  /** Who reads it: the member sees their own moves as 'You'. */
  viewer?: keyof typeof actorNames;
};

/** A request's timeline from its history rows, newest last: each status, who moved it, why and when (KST). */
export function RequestTimeline({ history, viewer = 'member' }: RequestTimelineProps) {
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="Timeline">
      {history.map((entry) => (
        <Timeline.Item key={`${entry.toStatus}-${entry.createdAt}`} title={entry.toLabel}>
          <Text size="xs" c="dimmed">
            {formatKstDateTime(entry.createdAt)} · {entry.fromStatus === null ? 'Requested by' : 'By'}{' '}
            {actorNames[viewer][entry.actor]}
          </Text>
          {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
