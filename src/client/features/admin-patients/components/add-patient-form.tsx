import { Box, Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_STEPS_WEEKS } from '../../../../shared/constants';
import { PatientCreateFormSchema } from '../../../../shared/schemas/patient';
import { adminSuccess } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useRegisterPatient } from '../api/patient-mutations';
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

/**
 * The register call's fields (docs/product-spec.md §5 "Add patient"), checked by the server's own
 * rules.
 */
export function AddPatientForm() {
  const form = useSchemaForm(PatientCreateFormSchema, EMPTY);
  const register = useRegisterPatient();
  const navigate = useNavigate();

  const submit = form.onSubmit((body) =>
    register.mutate(body, {
      onSuccess: ({ message, user }) => {
        adminSuccess(message);
        void navigate({ to: '/admin/users', search: { q: user.email, page: 1 } });
      },
      // Anything else is the query client's admin toast.
      onError: (error) => {
        if (error instanceof ApiError && error.issues?.length) form.showServerIssues(error.issues);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add patient">
      <Box maw={760}>
        <PatientFields form={form} />
      </Box>
      <Group mt="lg">
        <Button type="submit" loading={register.isPending}>
          Add Patient
        </Button>
      </Group>
    </form>
  );
}
