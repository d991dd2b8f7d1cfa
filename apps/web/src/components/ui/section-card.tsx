import { Card, type CardProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = CardProps & {
  /** The section's heading (level 2), which also names it for assistive technology. */
  title: string;
  children: ReactNode;
};

/** A titled part of a page or form: a bordered card, a section named by its heading. */
export function SectionCard({ title, children, ...cardProps }: SectionCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title} {...cardProps}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
