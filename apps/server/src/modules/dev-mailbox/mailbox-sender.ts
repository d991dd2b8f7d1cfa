import type { Database } from '@fanship/db/client';
import type { MessageSender } from '../../adapters/messaging/message-sender.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueTextMessage } from '../mail/index.ts';

/**
 * The development default: a message is "delivered" into the development mailbox (`GET /api/dev/mailbox`, channel
 * CHANNEL_TALK, status SENT), so a person or a browser journey can read a phone code without a provider.
 */
export function createMailboxSender(db: Database, clock: Clock): MessageSender {
  return {
    sendMessage: async (to, text) => {
      await enqueueTextMessage(db, { to, subject: 'Text message', text }, clock.now(), { status: 'SENT' });
    },
  };
}
