import { rouletteMessages } from '@fanship/domain/schemas/roulette';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/index.ts';
import { RouletteModal } from './roulette-modal.tsx';

type DialogProps = { opened: boolean; onClose: () => void };

/** The visitor's prompt (spec §2): 'Login Required', and 'Go to Login' to /login?redirect=/shop-products. */
export function RouletteLoginPrompt({ opened, onClose }: DialogProps) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} centered title={rouletteMessages.loginTitle}>
      <Text mb="lg">{rouletteMessages.loginBody}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate(rouletteMessages.loginPath);
          }}
        >
          {rouletteMessages.goToLogin}
        </Button>
      </Group>
    </Modal>
  );
}

/** What the floating button opens: the Roulette Event modal for a member, the login prompt for a visitor. */
export default function RouletteDialog(props: DialogProps) {
  const session = useSession();
  if (session.isPending) return null;
  if (!session.data?.member) return <RouletteLoginPrompt {...props} />;
  return <RouletteModal {...props} />;
}
