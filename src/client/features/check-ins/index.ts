export { CheckInsCard } from './components/check-ins-card';
export { CheckInDue } from './components/check-in-due';
export { prefetchOwnCheckIns, prefetchWaitingCheckIns } from './api/check-ins';
