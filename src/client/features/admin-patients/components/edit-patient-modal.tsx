import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { Patient } from '../../../../shared/api-types';
import { PatientEditFormSchema, type PatientPlan } from '../../../../shared/schemas/patient';
import { AdminModal, adminError, READABLE_ERRORS } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useUpdatePatient } from '../api/patient-mutations';

interface EditPatientModalProps {
  patient: Patient | null;
  onClose: () => void;
}

/** Start date, aligners and steps (spec §5 "Edit patient"); only changed fields are sent. */
export function EditPatientModal({ patient, onClose }: EditPatientModalProps) {
  return (
    <AdminModal
      opened={patient !== null}
      onClose={onClose}
      title={patient ? `Edit ${patient.name}` : 'Edit patient'}
    >
      {patient && <EditPatientForm key={patient._id} patient={patient} onDone={onClose} />}
    </AdminModal>
  );
}

function changedFields(patient: Patient, plan: PatientPlan): Partial<PatientPlan> {
  const changes: Partial<PatientPlan> = {};
  if (plan.startDate !== patient.startDate) changes.startDate = plan.startDate;
  if (plan.aligners !== patient.aligners) changes.aligners = plan.aligners;
  if (plan.steps !== patient.steps) changes.steps = plan.steps;
  return changes;
}

function EditPatientForm({ patient, onDone }: { patient: Patient; onDone: () => void }) {
  const update = useUpdatePatient();
  const form = useSchemaForm(PatientEditFormSchema, {
    startDate: patient.startDate,
    aligners: String(patient.aligners),
    steps: String(patient.steps),
  });

  const submit = form.onSubmit((plan) => {
    const changes = changedFields(patient, plan);
    if (Object.keys(changes).length === 0) {
      adminError(new Error('Please update some data for submission.'), 'No data to submit.');
      return;
    }
    update.mutate(
      { id: patient._id, changes },
      {
        onSuccess: () => {
          // Spec §8: 'Updated successfully.' is shown in error style (README, Decisions).
          adminError(new Error('Updated successfully.'));
          onDone();
        },
        onError: () => adminError(new Error('Something went wrong while updating.')),
      },
    );
  });

  const numberProps = (field: 'aligners' | 'steps') => ({
    ...form.inputProps(field),
    onChange: (value: string | number) => form.setValue(field, String(value)),
    min: 1,
    // The schema's message says what is wrong, instead of the box silently changing the value.
    clampBehavior: 'none' as const,
    allowDecimal: false,
    allowNegative: false,
    withAsterisk: true,
    // No tiny up / down arrows: on a tablet the 44 px tap-target rule stretched them past the
    // box. The arrow keys still step the value.
    hideControls: true,
  });

  return (
    <form noValidate onSubmit={submit} style={READABLE_ERRORS} aria-label="Edit patient">
      <Stack gap="sm">
        <TextInput type="date" label="Start date" withAsterisk {...form.inputProps('startDate')} />
        <NumberInput label="Aligners" {...numberProps('aligners')} />
        <NumberInput label="Steps (weeks per aligner)" {...numberProps('steps')} />
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
