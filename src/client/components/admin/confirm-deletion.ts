/**
 * Deleting a job or a blog asks the browser's own confirmation (docs/product-spec.md §5); declining
 * says 'Deletion cancelled.' in an admin toast.
 */
import { adminError } from './admin-toast';

const DELETION_CANCELLED = 'Deletion cancelled.';

export function confirmDeletion(question: string): boolean {
  if (window.confirm(question)) return true;
  adminError(new Error(DELETION_CANCELLED));
  return false;
}
