import type {
  NotificationChannel,
  NotificationChannelType,
} from '@fanship/domain/schemas/notification-channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type ChannelState = { verified: boolean; enabled: boolean };

/** PATCH /me/notification-channels: turns a verified channel on or off; the session (GET /me's channels) is read again. */
export function useToggleChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: NotificationChannelType; enabled: boolean }) =>
      apiRequest<NotificationChannel>('/me/notification-channels', { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
  });
}

/** POST /me/notification-channels: sends a code to the phone (`idCode`: `+`, country number and digits). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (idCode: string) =>
      apiRequest<ChannelState>('/me/notification-channels', {
        method: 'POST',
        body: { type: 'CHANNEL_TALK', idCode },
      }),
  });
}

/** POST /me/notification-channels/verify: checks the code; the phone's channel is then verified and on. */
export function useVerifyPhone() {
  return useMutation({
    mutationFn: (verificationCode: string) =>
      apiRequest<ChannelState>('/me/notification-channels/verify', {
        method: 'POST',
        body: { verificationCode },
      }),
  });
}
