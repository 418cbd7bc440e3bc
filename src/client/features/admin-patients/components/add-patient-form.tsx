import { Box, Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_STEPS_WEEKS } from '../../../../shared/constants';
import type { GuardianInput } from '../../../../shared/schemas/guardian';
import { PatientCreateFormSchema, type PatientCreate } from '../../../../shared/schemas/patient';
import { adminSuccess } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useRegisterPatient } from '../api/patient-mutations';
import { useGuardianRows } from '../hooks/use-guardian-rows';
import { guardianIssues } from '../lib/guardian-rows';
import { GuardianFields } from './guardian-fields';
import { PatientFields } from './patient-fields';

const EMPTY = {
  name: '',
  phone: '',
  email: '',
  password: '',
  dob: '',
  gender: '',
  link3d: '',
  startDate: '',
  aligners: '',
  steps: String(DEFAULT_STEPS_WEEKS),
};

/** `guardians` is sent only when given: an adult's register body stays as it was. */
const withGuardians = (body: PatientCreate, guardians: GuardianInput[]): PatientCreate =>
  guardians.length > 0 ? { ...body, guardians } : body;

/**
 * The register call's fields (docs/product-spec.md §5 "Add patient"), checked by the server's own
 * rules, and a minor's parents or guardians (docs/design.md §12).
 */
export function AddPatientForm() {
  const form = useSchemaForm(PatientCreateFormSchema, EMPTY);
  const register = useRegisterPatient();
  const navigate = useNavigate();
  const guardians = useGuardianRows([], form.values.dob);
  const checked = guardians.checked;

  const submit = form.onSubmit(
    (body) =>
      checked.success &&
      register.mutate(withGuardians(body, checked.guardians), {
        onSuccess: ({ message, user }) => {
          adminSuccess(message);
          void navigate({ to: '/admin/users', search: { q: user.email, page: 1 } });
        },
        // Anything else is the query client's admin toast.
        onError: (error) => {
          if (!(error instanceof ApiError && error.issues?.length)) return;
          guardians.showServerErrors(guardianIssues(error.issues));
          form.showServerIssues(error.issues);
        },
      }),
    { extraValid: checked.success, onInvalid: guardians.reveal },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add patient">
      <Box maw={760}>
        <PatientFields form={form} />
        <GuardianFields state={guardians} dob={form.values.dob} />
      </Box>
      <Group mt="lg">
        <Button type="submit" loading={register.isPending}>
          Add Patient
        </Button>
      </Group>
    </form>
  );
}
