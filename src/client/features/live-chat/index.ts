export { useLiveChat } from './hooks/use-live-chat';
