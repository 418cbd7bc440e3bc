import { Button, Group, Stack } from '@mantine/core';
import type { Patient } from '../../../../shared/api-types';
import {
  PATIENT_FIELDS,
  PatientEditFormSchema,
  type PatientEdit,
  type PatientUpdate,
} from '../../../../shared/schemas/patient';
import { AdminModal, adminError } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useUpdatePatient } from '../api/patient-mutations';
import { PatientFields } from './patient-fields';

interface EditPatientModalProps {
  patient: Patient | null;
  onClose: () => void;
}

/**
 * Every field of the record, with the register call's rules (docs/product-spec.md §5 "Edit
 * patient": start date, aligners and steps required); only changed fields are sent.
 */
export function EditPatientModal({ patient, onClose }: EditPatientModalProps) {
  return (
    <AdminModal
      opened={patient !== null}
      onClose={onClose}
      size="lg"
      holdsForm
      title={patient ? `Edit ${patient.name}` : 'Edit patient'}
    >
      {patient && <EditPatientForm key={patient._id} patient={patient} onDone={onClose} />}
    </AdminModal>
  );
}

/** The fields whose checked value differs from the record's (a new password always does). */
function changedFields(patient: Patient, edited: PatientEdit): PatientUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of PATIENT_FIELDS) {
    if (edited[field] !== patient[field]) changes[field] = edited[field];
  }
  if (edited.password) changes.password = edited.password;
  return changes as PatientUpdate;
}

const formValues = (patient: Patient) => ({
  name: patient.name,
  phone: patient.phone,
  email: patient.email,
  password: '',
  dob: patient.dob,
  gender: patient.gender,
  link3d: patient.link3d,
  startDate: patient.startDate,
  aligners: String(patient.aligners),
  steps: String(patient.steps),
});

function EditPatientForm({ patient, onDone }: { patient: Patient; onDone: () => void }) {
  const update = useUpdatePatient();
  const form = useSchemaForm(PatientEditFormSchema, formValues(patient));

  const submit = form.onSubmit((edited) => {
    const changes = changedFields(patient, edited);
    if (Object.keys(changes).length === 0) {
      adminError(new Error('Please update some data for submission.'), 'No data to submit.');
      return;
    }
    update.mutate(
      { id: patient._id, changes },
      {
        onSuccess: () => {
          // docs/product-spec.md §8: 'Updated successfully.' is shown in error style
          // (docs/decisions/005-updated-successfully-red-toast.md).
          adminError(new Error('Updated successfully.'));
          onDone();
        },
        onError: (error) => {
          // A refused value (a taken email or phone among them) is said on its field; anything
          // else is the query client's admin toast.
          if (error instanceof ApiError && error.issues?.length)
            form.showServerIssues(error.issues);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit patient">
      <Stack gap="md">
        <PatientFields form={form} editing />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
