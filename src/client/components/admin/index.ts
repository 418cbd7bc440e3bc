/** The pieces every admin screen shares. Import only from admin routes and admin features. */
export { AdminModal } from './admin-modal';
export { AlignerSwitchList } from './aligner-switch-list';
export { AdminPage } from './admin-page';
export { AdminTable } from './admin-table';
export { adminError, adminSuccess } from './admin-toast';
export { ConfirmModal } from './confirm-modal';
export { DangerRowButton } from './danger-row-button';
export { AdminNotFound, AdminPageError, AdminPageLoader } from './page-states';
export { ClientPagedTable } from './client-paged-table';
export { editDeleteColumn } from './edit-delete-column';
export { EditRecordPage } from './edit-record-page';
export { FormActions } from './form-actions';
export { erasureRequestsQueryOptions, OpenErasureRequest } from './open-erasure-request';
export { PostModal } from './post-modal';
export { actionsColumn, dateColumn, senderColumn } from './columns';
export { truncate } from './truncate';
export { useConfirmedRowAction } from './use-confirmed-row-action';
export { wideOnly } from './wide-only';
