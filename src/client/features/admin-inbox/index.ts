export { messagesQueryOptions } from './api/get-messages';
export { subscribersQueryOptions } from './api/subscribers';
export { MessagesPage, SubscribersPage } from './components/inbox-pages';
