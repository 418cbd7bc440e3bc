import { useState } from 'react';
import { adminSuccess } from './admin-toast';

/** The mutation a confirmed row runs (`useDeleteModerator()`, `useErasePatient()`): by an id. */
interface RowMutation<TAnswer> {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: (answer: TAnswer) => void }) => void;
}

interface ConfirmedRowActionOptions<T, TAnswer> {
  mutation: RowMutation<TAnswer>;
  /** The id the mutation takes for the row. */
  id: (row: T) => string;
  /** What the admin toast says once the mutation succeeds (its failure is the query client's). */
  success: (answer: TAnswer, row: T) => string;
}

/**
 * A destructive action on a table row that waits for a `ConfirmModal`: `ask(row)` opens it,
 * and `modal` is its state — confirming runs the mutation, toasts its success and closes.
 */
export function useConfirmedRowAction<T, TAnswer>(options: ConfirmedRowActionOptions<T, TAnswer>) {
  const { mutation, id, success } = options;
  const [row, setRow] = useState<T | null>(null);
  const close = () => setRow(null);

  const confirm = () => {
    if (!row) return;
    mutation.mutate(id(row), {
      onSuccess: (answer) => {
        adminSuccess(success(answer, row));
        close();
      },
    });
  };

  const modal = {
    opened: row !== null,
    loading: mutation.isPending,
    onConfirm: confirm,
    onClose: close,
  };
  return { row, ask: setRow, modal };
}
