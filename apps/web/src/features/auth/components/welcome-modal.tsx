import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import type { SignedUp } from './sign-up-form.tsx';

type WelcomeModalProps = { signedUp: SignedUp | null; onClose: () => void };

/** Shown after a successful sign-up with the member's new ID; closing it continues to the next page. */
export function WelcomeModal({ signedUp, onClose }: WelcomeModalProps) {
  return (
    <Modal
      opened={signedUp !== null}
      onClose={onClose}
      centered
      withCloseButton={false}
      title={<Title order={2}>Welcome to Fanship!</Title>}
    >
      <Stack gap="md">
        <Text>
          Your ID is <strong>{signedUp?.memberCode}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {signedUp?.isSignedIn
            ? 'Use this ID or your email with your password to log in. We have also logged you in already.'
            : 'Your account is ready. Log in with this ID or your email and your password.'}
        </Text>
        <Button onClick={onClose} fullWidth>
          {signedUp?.isSignedIn ? 'Continue' : 'Login'}
        </Button>
      </Stack>
    </Modal>
  );
}
