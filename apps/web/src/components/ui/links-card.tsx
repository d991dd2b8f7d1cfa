import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the account page that leads elsewhere: its title and what it is for beside its buttons. */
export function LinksCard({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
        {children}
      </Group>
    </Card>
  );
}
