export { CheckInsCard } from './components/check-ins-card';
