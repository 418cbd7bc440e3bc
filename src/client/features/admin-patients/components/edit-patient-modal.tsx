import { Button, Group, Stack } from '@mantine/core';
import type { Patient } from '../../../../shared/api-types';
import type { GuardianInput } from '../../../../shared/schemas/guardian';
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
import { useGuardianRows } from '../hooks/use-guardian-rows';
import { guardianIssues, guardianRowsOf, guardiansChanged } from '../lib/guardian-rows';
import { GuardianFields } from './guardian-fields';
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

/**
 * The fields whose checked value differs from the record's (a new password always does); the
 * guardians as a whole list, which replaces the record's (docs/design.md §12).
 */
function changedFields(
  patient: Patient,
  edited: PatientEdit,
  guardians: GuardianInput[],
): PatientUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of PATIENT_FIELDS) {
    if (edited[field] !== patient[field]) changes[field] = edited[field];
  }
  if (edited.password) changes.password = edited.password;
  if (guardiansChanged(patient.guardians, guardians)) changes.guardians = guardians;
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
  const guardians = useGuardianRows(guardianRowsOf(patient.guardians), form.values.dob);
  const checked = guardians.checked;

  const submit = form.onSubmit(
    (edited) => {
      if (!checked.success) return;
      const changes = changedFields(patient, edited, checked.guardians);
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
            if (!(error instanceof ApiError && error.issues?.length)) return;
            guardians.showServerErrors(guardianIssues(error.issues));
            form.showServerIssues(error.issues);
          },
        },
      );
    },
    { extraValid: checked.success, onInvalid: guardians.reveal },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Edit patient">
      <Stack gap="md">
        <PatientFields form={form} editing />
        <GuardianFields state={guardians} dob={form.values.dob} />
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
