import { useQuery } from '@tanstack/react-query';
import { Button, Group, Text } from '@mantine/core';
import type { ErasureRequest } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { ERASURE_ANSWER_DAYS, PHONE_PREFIX } from '../../../../shared/constants';
import {
  actionsColumn,
  AdminPage,
  AdminTable,
  ConfirmModal,
  DangerRowButton,
  erasureRequestsQueryOptions,
  useConfirmedRowAction,
} from '../../../components/admin';
import { useDownloadData, useErasePatient } from '../api/privacy';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/erasure-requests: patients who asked to be erased, oldest first (the order they are
 * owed an answer in). Completing one deletes the patient and everything about them.
 */
export function ErasureRequestsPage() {
  const requests = useQuery(erasureRequestsQueryOptions());
  const erasure = useConfirmedRowAction({
    mutation: useErasePatient(),
    id: (request: ErasureRequest) => request.patientId,
    success: (_, request) => `${request.name} has been erased.`,
  });
  const download = useDownloadData();

  return (
    <AdminPage
      title="Erasure Requests"
      description={`Patients who asked for their data to be erased, oldest first. Answer each within ${ERASURE_ANSWER_DAYS} days (the date in “Due by”, as the patient was told): erase the patient, or contact them if the law requires keeping part of their record. A patient may withdraw a request while it is open.`}
    >
      <AdminTable
        what="erasure requests"
        columns={[
          { accessor: 'name', title: 'Patient' },
          {
            accessor: 'phone',
            title: 'Mobile',
            render: ({ phone }) => (phone ? `${PHONE_PREFIX} ${phone}` : '—'),
          },
          {
            accessor: 'createdAt',
            title: 'Asked on',
            render: ({ createdAt }) => WHEN.format(new Date(createdAt)),
          },
          {
            accessor: 'dueOn',
            title: 'Due by',
            render: ({ dueOn }) => formatDateIN(dueOn),
          },
          { accessor: 'reason', title: 'Reason', render: ({ reason }) => reason || '—' },
          actionsColumn((request: ErasureRequest) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="default"
                loading={download.isPending && download.variables === request.patientId}
                onClick={() => download.mutate(request.patientId)}
              >
                Download data<span className="visually-hidden"> of {request.name}</span>
              </Button>
              <DangerRowButton rowName={request.name} onClick={() => erasure.ask(request)}>
                Erase
              </DangerRowButton>
            </Group>
          )),
        ]}
        records={requests.data}
        isError={requests.isError}
        onRetry={() => void requests.refetch()}
        noRecordsText="No open erasure requests."
      />
      <ConfirmModal
        {...erasure.modal}
        title={`Erase ${erasure.row?.name ?? ''}`}
        confirmLabel={`Erase ${erasure.row?.name ?? ''}`}
      >
        <Text>
          Delete {erasure.row?.name}’s record, plan, wear log, issues, check-ins and photos,
          passkeys and sessions for good? The audit trail keeps only that a patient was erased. This
          cannot be undone.
        </Text>
      </ConfirmModal>
    </AdminPage>
  );
}
