export { AdminModal } from './components/admin-modal';
export {
  AdminNotFound,
  AdminPageError,
  AdminPageLoader,
  ListError,
} from './components/page-states';
export { confirmDeletion, DELETION_CANCELLED } from './lib/confirm-deletion';
export { truncate } from './lib/truncate';
