import type { Me } from '@fanship/domain/member';
import { notificationChannelLabels } from '@fanship/domain/schemas/notification-channels';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useToggleChannel } from '../api/notification-channels.ts';
import { RegisterPhoneModal } from './register-phone-modal.tsx';

type Channel = Me['notificationChannels'][number];

/** One channel: a switch when it is verified, an Active button (registering the phone) when it is not. */
function ChannelRow({ channel, onActivate }: { channel: Channel; onActivate: () => void }) {
  const toggle = useToggleChannel();
  const label = notificationChannelLabels[channel.type];
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0}>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {channel.verified ? (channel.enabled ? 'On' : 'Off') : 'Not registered'}
        </Text>
      </Stack>
      {channel.verified ? (
        <Switch
          aria-label={`${label} notifications`}
          checked={toggle.isPending ? (toggle.variables?.enabled ?? channel.enabled) : channel.enabled}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate(
              { type: channel.type, enabled: event.currentTarget.checked },
              { onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }) },
            )
          }
        />
      ) : (
        <Button variant="light" size="xs" onClick={onActivate} aria-label={`Active ${label}`}>
          Active
        </Button>
      )}
    </Group>
  );
}

/** The profile's Notifications card (spec §2, §4): the member's channels, EMAIL and the messaging app. */
export function NotificationsCard({ member }: { member: Me }) {
  const [isRegisterOpen, registerModal] = useDisclosure(false);
  return (
    <SectionCard title="Notifications">
      <Stack gap="md">
        {member.notificationChannels.map((channel) => (
          <ChannelRow key={channel.type} channel={channel} onActivate={registerModal.open} />
        ))}
      </Stack>
      <RegisterPhoneModal isOpen={isRegisterOpen} onClose={registerModal.close} />
    </SectionCard>
  );
}
