import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/** One of the profile header's figures (COUPONS AVAILABLE, MY CREDIT); with `to`, the card links to its history. */
export function StatCard({ label, value, to }: { label: string; value: string; to?: string }) {
  const content = (
    <>
      <Text size="xs" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fz={28} fw={800} c="pink.7" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {to && (
        <Text size="xs" c="dimmed" mt={2}>
          View history →
        </Text>
      )}
    </>
  );
  return to ? (
    // Named by what it shows (label, value, 'View history'), so a spoken command that reads its text finds it.
    <Card component={Link} to={to} style={{ color: 'inherit' }}>
      {content}
    </Card>
  ) : (
    <Card>{content}</Card>
  );
}
