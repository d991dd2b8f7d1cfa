import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  ARRIVED: 'green',
  PARTIALLY_ARRIVED: 'orange',
  UNCLAIMED: 'violet',
  SHIPPED: 'gray',
  CONSUMED: 'gray',
  DISPOSED: 'gray',
  VOIDED: 'gray',
};

/** A package's status as a badge: in the locker green, items missing orange, the pool violet, gone grey, else blue. */
export function PackageStatusBadge({
  status,
  label,
  size = 'lg',
}: {
  status: string;
  label: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Badge color={colors[status] ?? 'blue'} variant="light" size={size} miw="max-content">
      {label}
    </Badge>
  );
}
