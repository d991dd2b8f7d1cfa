import { Center, Group, Loader, Text } from '@mantine/core';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Group>
    </Center>
  );
}
