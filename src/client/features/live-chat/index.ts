export { LiveChat } from './components/live-chat';
