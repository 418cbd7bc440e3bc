import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
