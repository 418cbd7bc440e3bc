import { Button, Group } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { ButtonLink } from '../button-link';
import { adminSuccess } from './admin-toast';
import { actionsColumn } from './columns';
import { confirmDeletion } from './confirm-deletion';

/** Where a row's Edit button leads. */
type EditTarget =
  | { to: '/admin/edit-blog/$blogId'; params: { blogId: string } }
  | { to: '/admin/edit-job/$jobId'; params: { jobId: string } };

/** The delete mutation of a list (`useDeleteJob()`, `useDeleteBlog()`): by id, with a message. */
interface DeleteById {
  isPending: boolean;
  variables: string | undefined;
  mutate: (id: string, options: { onSuccess: (answer: { message: string }) => void }) => void;
}

interface EditDeleteOptions<T> {
  /** The row's name in the buttons' labels and the confirmation ("the job "Nurse""). */
  name: (row: T) => string;
  /** "job" or "blog": the confirmation asks `Delete the ${noun} "${name}"?`. */
  noun: string;
  edit: (row: T) => EditTarget;
  remove: DeleteById;
}

/** The Actions column of the jobs and blogs tables: Edit, and Delete after the browser's confirmation. */
export function editDeleteColumn<T extends { _id: string }>({
  name,
  noun,
  edit,
  remove,
}: EditDeleteOptions<T>): DataTableColumn<T> {
  const deleteRow = (row: T) => {
    if (!confirmDeletion(`Delete the ${noun} "${name(row)}"?`)) return;
    remove.mutate(row._id, { onSuccess: ({ message }) => adminSuccess(message) });
  };
  return actionsColumn((row: T) => (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <ButtonLink size="xs" variant="light" {...edit(row)} aria-label={`Edit ${name(row)}`}>
        Edit
      </ButtonLink>
      <Button
        size="xs"
        color="red.9"
        variant="outline"
        loading={remove.isPending && remove.variables === row._id}
        onClick={() => deleteRow(row)}
        aria-label={`Delete ${name(row)}`}
      >
        Delete
      </Button>
    </Group>
  ));
}
