import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { TOAST_MAX_VISIBLE, TOAST_PATIENT_MS } from '../../shared/constants';

// The toast host (component and CSS) loads with the first toast, never with the page.
const Notifications = lazy(() => import('./toast-host'));

/** Becomes true at the first toast and stays so: the host then keeps its exit animations. */
let hostNeeded = false;
function isHostNeeded(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  if (notifications.length + queue.length > 0) hostNeeded = true;
  return hostNeeded;
}

/** Mounts the toast host once something is to be shown. */
export function DeferredNotifications() {
  const needed = useSyncExternalStore(notificationsStore.subscribe, isHostNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_MAX_VISIBLE} autoClose={TOAST_PATIENT_MS} />
    </Suspense>
  );
}
