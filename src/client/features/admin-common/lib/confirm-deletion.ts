/**
 * Deleting a job or a blog asks the browser's own confirmation (spec §5); declining says
 * 'Deletion cancelled.' in an admin toast.
 */
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import { showError } from '../../../lib/toast';

export const DELETION_CANCELLED = 'Deletion cancelled.';

export function confirmDeletion(question: string): boolean {
  if (window.confirm(question)) return true;
  showError(new Error(DELETION_CANCELLED), undefined, TOAST_ADMIN_MS);
  return false;
}
