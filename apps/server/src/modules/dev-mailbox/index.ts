export { devMailboxRoutes } from './dev-mailbox.routes.ts';
export { createMailboxSender } from './mailbox-sender.ts';
