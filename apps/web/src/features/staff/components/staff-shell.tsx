import { Badge, Card, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { StaffCatalogueNav } from '../../staff-catalogue/components/staff-catalogue-nav.tsx';

/** The staff console frame: its own side navigation beside the content. */
export function StaffShell({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Card padding="sm" w={{ base: '100%', sm: 220 }}>
        <Stack gap={4}>
          <Group gap="xs" px="sm" py={4}>
            <Text fw={800}>Staff console</Text>
            <Badge size="xs" variant="light" color="violet">
              staff
            </Badge>
          </Group>
          <nav aria-label="Staff">
            <MantineNavLink component={NavLink} to="/staff/members" label="Members" />
            <StaffCatalogueNav />
          </nav>
        </Stack>
      </Card>
      <div style={{ flex: 1, minWidth: 0, width: '100%', flexBasis: 320 }}>{children}</div>
    </Group>
  );
}
