export { conversationsQueryOptions } from './api/conversations';
export { WhatsAppPage } from './components/whatsapp-page';
export { WhatsAppSearchSchema } from './lib/search';
