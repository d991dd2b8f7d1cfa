import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export function Component() {
  const [searchParams] = useSearchParams();
  const session = useSession();
  usePageTitle('Log in');
  const isSessionExpired = searchParams.get('expired') === '1' || session.data?.isExpired === true;
  return (
    <Center>
      <Card w="100%" maw={420} p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Login
            </Title>
            <Text c="dimmed" size="sm">
              Welcome back! Log in with your member ID or email.
            </Text>
          </Stack>
          <LoginForm redirect={searchParams.get('redirect')} isSessionExpired={isSessionExpired} />
        </Stack>
      </Card>
    </Center>
  );
}
