import type { ReactNode } from 'react';
import { Button, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AdminPage } from './admin-page';
import { adminSuccess } from './admin-toast';

interface EditRecordPageProps {
  title: string;
  /** The record's name, under the title. */
  name: string;
  /** The list the page returns to, on Save and on Cancel. */
  backTo: '/admin/career-post' | '/admin/blog';
  /** The form: `saved` with the server's message, and the Cancel button to put beside Save. */
  children: (saved: (message: string) => Promise<void>, cancel: ReactNode) => ReactNode;
}

/**
 * The edit page of a job or a blog (docs/product-spec.md §2): the form with Save and Cancel, then
 * the list.
 */
export function EditRecordPage({ title, name, backTo, children }: EditRecordPageProps) {
  const navigate = useNavigate();
  const back = () => navigate({ to: backTo });
  const saved = async (message: string) => {
    adminSuccess(message);
    await back();
  };
  const cancel = (
    <Button variant="default" onClick={() => void back()}>
      Cancel
    </Button>
  );
  return (
    <AdminPage title={title} description={name}>
      <Paper maw={860} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children(saved, cancel)}
      </Paper>
    </AdminPage>
  );
}
