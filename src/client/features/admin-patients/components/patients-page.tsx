import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Patient } from '../../../../shared/api-types';
import { PATIENTS_PAGE_SIZE } from '../../../../shared/constants';
import { AdminPage, AdminTable } from '../../../components/admin';
import { usePatients } from '../api/get-patients';
import type { PatientsSearch } from '../lib/search';
import { DeletePatientModal } from './delete-patient-modal';
import { EditPatientModal } from './edit-patient-modal';
import { patientColumns, type PatientAction } from './patient-columns';
import { PatientSearchBox } from './patient-search-box';
import { ViewPatientModal } from './view-patient-modal';

interface PatientsPageProps {
  search: PatientsSearch;
  onSearchChange: (search: PatientsSearch) => void;
}

/** /admin/users: search, 20 patients a page, and the view, edit and delete dialogs. */
export function PatientsPage({ search, onSearchChange }: PatientsPageProps) {
  const patients = usePatients(search);
  const [open, setOpen] = useState<{ action: PatientAction; patient: Patient } | null>(null);
  const close = () => setOpen(null);
  const opened = (action: PatientAction) => (open?.action === action ? open.patient : null);
  const data = patients.data;

  return (
    <AdminPage
      title="Patients"
      actions={
        <Button component={Link} to="/admin/add-user">
          Add Patient
        </Button>
      }
    >
      <Group justify="space-between" align="end">
        <PatientSearchBox value={search.q} onSearch={(q) => onSearchChange({ q, page: 1 })} />
        {data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {data.totalUsers} {data.totalUsers === 1 ? 'patient' : 'patients'}
          </Text>
        )}
      </Group>
      <AdminTable
        what="patients"
        columns={patientColumns(search.page, (action, patient) => setOpen({ action, patient }))}
        records={data?.users}
        isError={patients.isError}
        onRetry={() => void patients.refetch()}
        fetching={patients.isPlaceholderData}
        noRecordsText="no users found"
        paging={
          data && {
            page: search.page,
            totalPages: data.totalPages,
            totalRecords: data.totalUsers,
            pageSize: PATIENTS_PAGE_SIZE,
            onPageChange: (page) => onSearchChange({ ...search, page }),
          }
        }
      />
      <ViewPatientModal patient={opened('view')} onClose={close} />
      <EditPatientModal patient={opened('edit')} onClose={close} />
      <DeletePatientModal patient={opened('delete')} onClose={close} />
    </AdminPage>
  );
}
