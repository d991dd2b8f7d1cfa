import { Center, Group, Text } from '@mantine/core';
import { LightLoader } from './light-loader.tsx';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Group gap="sm">
        <LightLoader size="sm" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Group>
    </Center>
  );
}
