import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadWelcomeModal, type SignedUp, SignUpForm } from '../../features/auth/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

// The welcome step continues to the interests onboarding (spec §2), through login if the automatic login did not work.
const AFTER_WELCOME_PATH = '/interests';

// The welcome step (a Modal with its focus trap and scroll lock) is not part of the page's first visit: its code is
// fetched while the checked form is being sent, and drawn when the account exists.
const loadWelcome = loadWelcomeModal;
const WelcomeModal = lazy(() => loadWelcome().then((module) => ({ default: module.WelcomeModal })));
const preloadWelcome = () => void loadWelcome().catch(() => {});

export function Component() {
  const navigate = useNavigate();
  usePageTitle('Sign up');
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  const closeWelcome = () => {
    if (signedUp?.isSignedIn === false) navigate(`/login?redirect=${encodeURIComponent(AFTER_WELCOME_PATH)}`);
    else navigate(AFTER_WELCOME_PATH);
  };
  return (
    <Center>
      {/* Visible overflow: the country list may reach past the card's edge. */}
      <Card w="100%" maw={560} p={{ base: 'lg', sm: 'xl' }} style={{ overflow: 'visible' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Sign Up
            </Title>
            <Text c="dimmed" size="sm">
              Create your Fanship account to shop, order from Korean stores and forward parcels.
            </Text>
          </Stack>
          <SignUpForm onSignedUp={setSignedUp} onSending={preloadWelcome} />
        </Stack>
      </Card>
      {signedUp && (
        <Suspense fallback={null}>
          <WelcomeModal signedUp={signedUp} onClose={closeWelcome} />
        </Suspense>
      )}
    </Center>
  );
}
