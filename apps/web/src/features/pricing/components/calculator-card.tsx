import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A price calculator on the pricing pages: its heading, its form, then its answer (once asked). */
export function CalculatorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
