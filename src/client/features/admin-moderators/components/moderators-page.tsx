import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { ModeratorNumber } from '../../../../shared/api-types';
import { PHONE_PREFIX } from '../../../../shared/constants';
import {
  AdminPage,
  AdminTable,
  ConfirmModal,
  adminError,
  adminSuccess,
} from '../../../components/admin';
import { useDeleteModerator, useModerators } from '../api/moderators';
import { AddModeratorForm } from './add-moderator-form';

/** /admin/moderators: the numbers told by WhatsApp when a patient raises an issue. */
export function ModeratorsPage() {
  const moderators = useModerators();
  const remove = useDeleteModerator();
  const [deleting, setDeleting] = useState<ModeratorNumber | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        adminSuccess(message);
        setDeleting(null);
      },
      onError: (error) => {
        console.warn('API Error', error);
        adminError(error);
      },
    });
  };

  return (
    <AdminPage
      title="Manage Moderators"
      description="These WhatsApp numbers are told when a patient raises an issue."
    >
      <AddModeratorForm />
      <AdminTable
        what="moderators"
        columns={[
          { accessor: 'index', title: '#', width: 56, render: (_, index) => index + 1 },
          {
            accessor: 'number',
            title: 'WhatsApp number',
            render: ({ number }) => `${PHONE_PREFIX} ${number}`,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (moderator) => (
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                onClick={() => setDeleting(moderator)}
              >
                Delete<span className="visually-hidden"> {moderator.number}</span>
              </Button>
            ),
          },
        ]}
        records={moderators.data}
        isError={moderators.isError}
        onRetry={() => void moderators.refetch()}
        noRecordsText="No moderators added yet."
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete moderator"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text>
          Stop telling {PHONE_PREFIX} {deleting?.number} about new issues?
        </Text>
      </ConfirmModal>
    </AdminPage>
  );
}
