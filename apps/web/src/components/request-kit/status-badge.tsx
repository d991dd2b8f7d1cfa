import { Badge } from '@mantine/core';

/** A request's status as a badge: cancelled grey, completed green, awaiting the member orange, else blue. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const color = status.endsWith('09')
    ? 'gray'
    : /^(SC(OM1[12]|IN02|PC02|UN03|IL04|SP03|PA04|RE03|SH05)|OR03)$/.test(status)
      ? 'green'
      : status.endsWith('01')
        ? 'orange'
        : 'blue';
  return (
    <Badge color={color} variant="light" size="lg" miw="max-content">
      {label}
    </Badge>
  );
}
