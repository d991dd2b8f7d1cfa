export { enqueueNotice } from './notices.ts';
export { notificationChannelRoutes } from './notification-channels.routes.ts';
export { describeChannels } from './notification-channels.service.ts';
