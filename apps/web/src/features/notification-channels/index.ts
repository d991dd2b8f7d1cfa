export { MessagingAppStatus } from './components/messaging-app-status.tsx';
export { NotificationsCard } from './components/notifications-card.tsx';
