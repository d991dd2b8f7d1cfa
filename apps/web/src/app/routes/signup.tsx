import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { WelcomeModal } from '../../features/auth/components/welcome-modal.tsx';

export function Component() {
  const navigate = useNavigate();
  const [memberCode, setMemberCode] = useState<string | null>(null);
  return (
    <Center>
      <Card w="100%" maw={560} p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Sign Up
            </Title>
            <Text c="dimmed" size="sm">
              Create your Fanship account to shop, order from Korean stores and forward parcels.
            </Text>
          </Stack>
          <SignUpForm onSignedUp={setMemberCode} />
        </Stack>
      </Card>
      <WelcomeModal memberCode={memberCode} onClose={() => navigate('/')} />
    </Center>
  );
}
