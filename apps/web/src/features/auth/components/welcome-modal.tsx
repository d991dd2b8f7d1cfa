import { Button, Modal, Stack, Text } from '@mantine/core';
import type { SignedUp } from './sign-up-form.tsx';

type WelcomeModalProps = { signedUp: SignedUp; onClose: () => void };

/**
 * Shown after a successful sign-up with the member's new ID; closing it continues to the next page. Loaded by the
 * sign-up page on its own (not with the page) and drawn only once the account exists.
 */
export function WelcomeModal({ signedUp, onClose }: WelcomeModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      withCloseButton={false}
      // The modal's title is its h2: drawn at the size of one.
      title="Welcome to Fanship!"
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>
          Your ID is <strong>{signedUp.memberCode}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {signedUp.isSignedIn
            ? 'Use this ID or your email with your password to log in. We have also logged you in already.'
            : 'Your account is ready. Log in with this ID or your email and your password.'}
        </Text>
        <Button onClick={onClose} fullWidth>
          {signedUp.isSignedIn ? 'Continue' : 'Login'}
        </Button>
      </Stack>
    </Modal>
  );
}
