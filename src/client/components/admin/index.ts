/** The pieces every admin screen shares. Import only from admin routes and admin features. */
export { AdminPage } from './admin-page';
export { AdminTable } from './admin-table';
export { adminError, adminSuccess } from './admin-toast';
export { ConfirmModal } from './confirm-modal';
export { LoadError } from './load-error';
export { TablePager, type TablePaging } from './table-pager';
