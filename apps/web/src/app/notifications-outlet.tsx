import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear. Loaded after the page (providers.tsx) so its transition code is not in the first
 * visit's JavaScript; `notifications.show()` queues toasts in the store until it is there.
 */
export default function NotificationsOutlet() {
  return <Notifications position="top-center" zIndex={1000} />;
}
