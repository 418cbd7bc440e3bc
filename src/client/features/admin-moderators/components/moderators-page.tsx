import { Text } from '@mantine/core';
import type { ModeratorNumber } from '../../../../shared/api-types';
import { PHONE_PREFIX } from '../../../../shared/constants';
import {
  actionsColumn,
  AdminPage,
  AdminTable,
  ConfirmModal,
  DangerRowButton,
  useConfirmedRowAction,
} from '../../../components/admin';
import { useDeleteModerator, useModerators } from '../api/moderators';
import { AddModeratorForm } from './add-moderator-form';

/** /admin/moderators: the numbers told by WhatsApp when a patient raises an issue. */
export function ModeratorsPage() {
  const moderators = useModerators();
  const deletion = useConfirmedRowAction({
    mutation: useDeleteModerator(),
    id: (moderator: ModeratorNumber) => moderator._id,
    success: ({ message }) => message,
  });

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
          actionsColumn((moderator: ModeratorNumber) => (
            <DangerRowButton rowName={moderator.number} onClick={() => deletion.ask(moderator)}>
              Delete
            </DangerRowButton>
          )),
        ]}
        records={moderators.data}
        isError={moderators.isError}
        onRetry={() => void moderators.refetch()}
        noRecordsText="No moderators added yet."
      />
      <ConfirmModal {...deletion.modal} title="Delete moderator" confirmLabel="Delete">
        <Text>
          Stop telling {PHONE_PREFIX} {deletion.row?.number} about new issues?
        </Text>
      </ConfirmModal>
    </AdminPage>
  );
}
