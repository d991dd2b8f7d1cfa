import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-outlet.module.css';

/** Phones (below Mantine's `sm`): toasts at the bottom, away from the header and its menu button. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Where toasts appear: below the header on wide screens, at the bottom on phones, never over the navigation.
 * Loaded after the page (providers.tsx) so its transition code is not in the first visit's JavaScript;
 * `notifications.show()` queues toasts in the store until it is there.
 */
export default function NotificationsOutlet() {
  // Read in the first frame (the outlet is drawn only in the browser): a toast waiting in the store is then never
  // drawn at the top and moved, which left the top's leaving copy beside it.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={isPhone ? 'bottom-center' : 'top-center'}
      zIndex={1000}
      classNames={{ root: classes.toasts }}
    />
  );
}
