import { Button, Group, NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_STEPS_WEEKS, PHONE_PREFIX } from '../../../../shared/constants';
import { MOBILE_TYPED_MAX_LENGTH } from '../../../../shared/phone';
import { PatientCreateFormSchema } from '../../../../shared/schemas/patient';
import { adminError, adminSuccess, READABLE_ERRORS } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useRegisterPatient } from '../api/patient-mutations';

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

/** Aligners and steps: whole numbers from 1, with the phone's number pad. */
const COUNT_INPUT = { type: 'number', min: 1, inputMode: 'numeric' } as const;

/** The register call's fields (spec §5 "Add patient"), checked by the server's own rules. */
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
      onError: (error) => {
        if (error instanceof ApiError && error.issues?.length) {
          form.showServerIssues(error.issues);
        } else adminError(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add patient" style={READABLE_ERRORS}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={760}>
        <TextInput label="Name" withAsterisk autoComplete="off" {...form.inputProps('name')} />
        <TextInput
          label="Mobile"
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={MOBILE_TYPED_MAX_LENGTH}
          leftSection={PHONE_PREFIX}
          leftSectionWidth={48}
          leftSectionProps={{ style: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.inputProps('phone')}
        />
        <TextInput label="Email" withAsterisk type="email" {...form.inputProps('email')} />
        <PasswordInput
          label="Password"
          description="Optional: without one the patient signs in with a WhatsApp code"
          autoComplete="new-password"
          {...form.inputProps('password')}
        />
        <TextInput label="Date of birth" withAsterisk type="date" {...form.inputProps('dob')} />
        <NativeSelect
          label="Gender"
          withAsterisk
          data={[
            { value: '', label: 'Choose…', disabled: true },
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
            { value: 'other', label: 'Other' },
          ]}
          {...form.inputProps('gender')}
          onChange={(event) => form.setValue('gender', event.currentTarget.value)}
        />
        <TextInput
          label="3D link"
          withAsterisk
          type="url"
          placeholder="https://"
          {...form.inputProps('link3d')}
        />
        <TextInput label="Start date" withAsterisk type="date" {...form.inputProps('startDate')} />
        <TextInput
          label="Aligners"
          withAsterisk
          {...COUNT_INPUT}
          {...form.inputProps('aligners')}
        />
        <TextInput
          label="Steps (weeks per aligner)"
          {...COUNT_INPUT}
          {...form.inputProps('steps')}
        />
      </SimpleGrid>
      <Group mt="lg">
        <Button type="submit" loading={register.isPending}>
          Add Patient
        </Button>
      </Group>
    </form>
  );
}
