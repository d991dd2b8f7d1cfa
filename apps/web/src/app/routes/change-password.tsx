import { Card, Center, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ChangePasswordForm } from '../../features/recovery/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

export function Component() {
  const [searchParams] = useSearchParams();
  usePageTitle('Change Password');
  return (
    <Center>
      <Card w="100%" maw={460} p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={28}>
            Change Password
          </Title>
          <ChangePasswordForm requestId={searchParams.get('requestId') ?? ''} />
        </Stack>
      </Card>
    </Center>
  );
}
