import { Stack, Text } from '@mantine/core';

/** A detail of a member's profile: a small bold grey label over the value (long values wrap anywhere). */
export function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
