import { referralSignUpPath } from '@fanship/domain/schemas/referral';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useReferralCode } from '../api/referral-code.ts';

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      rightSectionWidth={84}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      }
    />
  );
}

/**
 * The Details' Referral Code (GET /me's, or made the first time the profile asks for it) and the invite-a-friend
 * modal: the code and the sign-up link `/signup?referral=CODE`, each with a copy button
 * (docs/decisions/028-referral-rewards.md).
 */
export function ReferralCodeDetail({ known }: { known: string | null }) {
  const referral = useReferralCode(known);
  const [isOpen, modal] = useDisclosure(false);
  const code = referral.data?.referralCode;
  const link = code ? `${window.location.origin}${referralSignUpPath(code)}` : '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        Referral Code
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text
          ff="monospace"
          fw={700}
          c={referral.isError ? 'red' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {code ?? (referral.isError ? errorMessageOf(referral.error) : 'Loading…')}
        </Text>
        <Button size="compact-sm" variant="light" onClick={modal.open} disabled={!code}>
          Invite a Friend
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={modal.close} title="Invite a Friend" centered>
        <Stack gap="md">
          <Text size="sm">
            Share your referral code or the sign-up link with a friend. A friend who signs up with your code
            gets ₩3,500 of credit, and so do you when they first pay.
          </Text>
          <CopyField label="Referral code" value={code ?? ''} />
          <CopyField label="Sign-up link" value={link} />
        </Stack>
      </Modal>
    </Stack>
  );
}
