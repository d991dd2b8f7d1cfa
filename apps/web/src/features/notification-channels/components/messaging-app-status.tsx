import type { Me } from '@fanship/domain/member';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';

/** The profile Details' messaging-app line: whether the member's phone is verified for notices. */
export function MessagingAppStatus({ member }: { member: Me }) {
  const talk = member.notificationChannels.find((channel) => channel.type === 'CHANNEL_TALK');
  return <LabelledValue label="Messaging App" value={talk?.verified ? 'Verified' : 'Not verified'} />;
}
