import { Anchor, Button, Group, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Patient } from '../../../../shared/api-types';
import { PATIENTS_PAGE_SIZE } from '../../../../shared/constants';
import { actionsColumn, DangerRowButton } from '../../../components/admin';
import { guardiansText } from '../lib/guardian-rows';
import { PatientFlag } from './patient-flags';

export type PatientAction = 'view' | 'edit' | 'delete';

/** #, Name, Email, Mobile, 3D Link, Actions (docs/product-spec.md §2 "Patients"). */
export function patientColumns(
  page: number,
  onAction: (action: PatientAction, patient: Patient) => void,
): DataTableColumn<Patient>[] {
  return [
    {
      accessor: 'index',
      title: '#',
      width: 56,
      // docs/product-spec.md §9: (page-1)*20 + index, counting rows from 1.
      render: (_, index) => (page - 1) * PATIENTS_PAGE_SIZE + index + 1,
    },
    {
      accessor: 'name',
      title: 'Name',
      render: (patient) => (
        <>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {patient.name}
            </Text>
            <PatientFlag status={patient.status} />
          </Group>
          {patient.guardians.length > 0 && (
            <Text size="xs" c="gray.7">
              {guardiansText(patient.guardians)}
            </Text>
          )}
        </>
      ),
    },
    // Every column stays on a tablet too (docs/product-spec.md §2): a long address wraps instead of
    // hiding.
    {
      accessor: 'email',
      title: 'Email',
      render: (patient) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {patient.email}
        </Text>
      ),
    },
    { accessor: 'phone', title: 'Mobile' },
    {
      accessor: 'link3d',
      title: '3D Link',
      noWrap: true,
      render: (patient) => (
        <Anchor href={patient.link3d} target="_blank" rel="noopener noreferrer" size="sm">
          Open 3D plan<span className="visually-hidden"> of {patient.name}</span>
        </Anchor>
      ),
    },
    actionsColumn((patient) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => onAction('view', patient)}>
          View<span className="visually-hidden"> {patient.name}</span>
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={patient.status === 'completed'}
          onClick={() => onAction('edit', patient)}
        >
          Edit<span className="visually-hidden"> {patient.name}</span>
        </Button>
        <DangerRowButton rowName={patient.name} onClick={() => onAction('delete', patient)}>
          Delete
        </DangerRowButton>
      </Group>
    )),
  ];
}
