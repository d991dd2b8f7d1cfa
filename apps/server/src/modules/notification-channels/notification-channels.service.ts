import type { Database, Transaction } from '@fanship/db/client';
import {
  type NotificationChannel,
  type NotificationChannelType,
  phoneVerificationMessages,
} from '@fanship/domain/schemas/notification-channels';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ChannelRow,
  listChannelRows,
  setChannelEnabled,
  upsertChannel,
} from './notification-channels.repository.ts';

/**
 * The member's channels as GET /me answers them: EMAIL always verified (the account's address) and enabled unless
 * the member turned it off; CHANNEL_TALK verified once a phone code was checked, off and unverified before.
 */
export function channelsOf(rows: ChannelRow[]): NotificationChannel[] {
  const email = rows.find((row) => row.type === 'EMAIL');
  const talk = rows.find((row) => row.type === 'CHANNEL_TALK');
  return [
    { type: 'EMAIL', enabled: email?.enabled ?? true, verified: true },
    { type: 'CHANNEL_TALK', enabled: talk?.enabled ?? false, verified: talk?.verified ?? false },
  ];
}

export async function describeChannels(
  db: Database | Transaction,
  memberId: number,
): Promise<NotificationChannel[]> {
  return channelsOf(await listChannelRows(db, memberId));
}

/** PATCH /me/notification-channels: turns a verified channel on or off; an unverified one is 409. */
export async function toggleChannel(
  { db, clock }: AppContext,
  memberId: number,
  { type, enabled }: { type: NotificationChannelType; enabled: boolean },
): Promise<NotificationChannel> {
  // Email needs no verifying (the account's address): its row is written the first time it is turned off.
  const isDone =
    type === 'EMAIL'
      ? await upsertChannel(db, { memberId, type, idCode: null, enabled, verified: true }, clock.now()).then(
          () => true,
        )
      : await setChannelEnabled(db, memberId, type, enabled, clock.now());
  if (!isDone) throw new AppError('CONFLICT', phoneVerificationMessages.notVerified);
  return { type, enabled, verified: true };
}
