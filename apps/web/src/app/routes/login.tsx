import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoginForm, useSession } from '../../features/auth/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/** The form, told whether a session has just expired (the link says so, or the session check does). */
function LoginFormForSession({
  redirect,
  isExpiredByLink,
}: {
  redirect: string | null;
  isExpiredByLink: boolean;
}) {
  const session = useSession();
  return (
    <LoginForm redirect={redirect} isSessionExpired={isExpiredByLink || session.data?.isExpired === true} />
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  usePageTitle('Log in');
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
          {/* Its own Suspense boundary: a server-drawn page is taken over in two short steps, not one long one. */}
          <Suspense>
            <LoginFormForSession
              redirect={searchParams.get('redirect')}
              isExpiredByLink={searchParams.get('expired') === '1'}
            />
          </Suspense>
        </Stack>
      </Card>
    </Center>
  );
}
