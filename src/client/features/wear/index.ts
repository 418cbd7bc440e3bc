export { WearCard } from './components/wear-card';
export { BreakReminderSwitch } from './components/break-reminder-switch';
export { prefetchWearLog, prefetchWearForDrawing } from './api/wear';
