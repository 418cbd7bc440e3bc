import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import classes from './toast-host.module.css';

/** Below Mantine's `sm` breakpoint: a phone held upright. */
const PHONE_QUERY = '(max-width: 47.99em)';
const KEYBOARD_INSET = '--toast-keyboard-inset';

/**
 * How much of the layout viewport's bottom the on-screen keyboard hides (iOS Safari and
 * Chrome on Android shrink only the visual viewport), kept in a CSS variable on <html>.
 */
function useKeyboardInset() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      const hidden = window.innerHeight - (viewport.height + viewport.offsetTop);
      root.style.setProperty(KEYBOARD_INSET, `${Math.max(0, Math.round(hidden))}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty(KEYBOARD_INSET);
    };
  }, []);
}

/**
 * The toast host. On a phone the toasts rise from the bottom, above the keyboard when it is
 * open, where a patient looks for them and where they never cover the heading and fields of
 * the form being corrected; on a wider screen they stay at the top right, beside the page.
 */
export default function ToastHost(props: Omit<NotificationsProps, 'position'>) {
  const phone = useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches);
  useKeyboardInset();
  return (
    <Notifications
      {...props}
      position={phone ? 'bottom-center' : 'top-right'}
      classNames={{ root: classes.root }}
    />
  );
}
