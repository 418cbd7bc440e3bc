export { InstallApp } from './components/install-app';
export { ReminderSettings } from './components/reminder-settings';
