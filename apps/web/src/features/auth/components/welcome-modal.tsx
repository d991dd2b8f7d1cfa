import { Button, Modal, Stack, Text, Title } from '@mantine/core';

type WelcomeModalProps = { memberCode: string | null; onClose: () => void };

/** Shown after a successful sign-up with the member's new ID. */
export function WelcomeModal({ memberCode, onClose }: WelcomeModalProps) {
  return (
    <Modal
      opened={memberCode !== null}
      onClose={onClose}
      centered
      withCloseButton={false}
      title={<Title order={2}>Welcome to Fanship!</Title>}
    >
      <Stack gap="md">
        <Text>
          Your ID is <strong>{memberCode}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          Use this ID or your email with your password to log in. We have also logged you in already.
        </Text>
        <Button onClick={onClose} fullWidth>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
