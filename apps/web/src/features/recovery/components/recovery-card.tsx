import { Card, Center, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';

type RecoveryTab = 'id' | 'password';

/** The Find ID / Find Password frame; its tabs move between the two routes. */
export function RecoveryCard({ active, children }: { active: RecoveryTab; children: ReactNode }) {
  const navigate = useNavigate();
  usePageTitle(active === 'id' ? 'Find ID' : 'Find Password');
  return (
    <Center>
      <Card w="100%" maw={460} p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={28}>
            Account recovery
          </Title>
          <Tabs value={active} onChange={(value) => value && navigate(`/recovery/${value}`)}>
            <Tabs.List grow>
              <Tabs.Tab value="id">Find ID</Tabs.Tab>
              <Tabs.Tab value="password">Find Password</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
