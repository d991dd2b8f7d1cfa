export { devMailboxRoutes } from './dev-mailbox.routes.ts';
