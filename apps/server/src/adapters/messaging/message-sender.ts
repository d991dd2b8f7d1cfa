/** Sends a text message to a phone (`+` country number and digits); throws MessagingError when it cannot. */
export type MessageSender = { sendMessage: (to: string, text: string) => Promise<void> };

/**
 * Why a message was not sent: the provider refused the recipient (not a number that can receive messages: the
 * member's to fix, a 400) or the provider cannot take messages now (down, slow, refusing our keys, rate limiting
 * us: a 503 to try later).
 */
export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(
    readonly reason: 'recipient-refused' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** The sender of a server with no messaging provider (production without Twilio): every send is unavailable. */
export const unavailableMessageSender: MessageSender = {
  sendMessage: async () => {
    throw new MessagingError('unavailable', 'No messaging provider is configured');
  },
};
