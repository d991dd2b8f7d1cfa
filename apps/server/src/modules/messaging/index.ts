export { createMailboxSender } from './mailbox-sender.ts';
export { type MessageSender, MessagingError, unavailableMessageSender } from './message-sender.ts';
export { type MessagingConfig, readMessagingConfig } from './messaging-config.ts';
export { createTwilioSender } from './twilio-sender.ts';
