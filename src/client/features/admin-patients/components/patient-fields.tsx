import { NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { PatientCreateFormSchema } from '../../../../shared/schemas/patient';
import type { useSchemaForm } from '../../../hooks/use-schema-form';
import { MOBILE_INPUT_PROPS } from '../../../lib/mobile-input';

/** What the fields need of the form: the add and edit forms hold the same text boxes. */
type PatientForm = Pick<
  ReturnType<typeof useSchemaForm<typeof PatientCreateFormSchema>>,
  'inputProps' | 'setValue'
>;

interface PatientFieldsProps {
  form: PatientForm;
  /** Editing a record: the steps are required and a blank password keeps the current one. */
  editing?: boolean;
}

/**
 * Aligners and steps: typed as text with the number pad, so what the admin typed ("-1",
 * "1.5") is what the rules judge, never a value the box changed on its own.
 */
const COUNT_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;

const GENDER_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/**
 * Every field of a patient's record (docs/product-spec.md §3 "Patient"), in the register call's
 * order.
 */
export function PatientFields({ form, editing = false }: PatientFieldsProps) {
  /** A date box left empty draws its format (mm/dd/yyyy) as a placeholder, not as a value. */
  const dateProps = (field: 'dob' | 'startDate') => {
    const props = form.inputProps(field);
    return { ...props, type: 'date', 'data-empty': props.value === '' || undefined };
  };
  // Editing, the password is the last field, across the form: changing it is the exception.
  const password = (
    <PasswordInput
      label={editing ? 'New password' : 'Password'}
      description={
        editing
          ? 'Leave blank to keep the current one; a new one signs the patient out everywhere'
          : 'Optional: without one the patient signs in with a WhatsApp code'
      }
      autoComplete="new-password"
      style={editing ? { gridColumn: '1 / -1' } : undefined}
      {...form.inputProps('password')}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Name" withAsterisk autoComplete="off" {...form.inputProps('name')} />
      <TextInput
        label="Mobile"
        withAsterisk
        autoComplete="off"
        {...MOBILE_INPUT_PROPS}
        {...form.inputProps('phone')}
      />
      <TextInput
        label="Email"
        withAsterisk
        type="email"
        autoComplete="off"
        {...form.inputProps('email')}
      />
      {!editing && password}
      <TextInput label="Date of birth" withAsterisk {...dateProps('dob')} />
      <NativeSelect
        label="Gender"
        withAsterisk
        data={GENDER_OPTIONS}
        {...form.inputProps('gender')}
        onChange={(event) => form.setValue('gender', event.currentTarget.value)}
      />
      <TextInput
        label="3D link"
        withAsterisk
        type="url"
        placeholder="https://"
        autoComplete="off"
        {...form.inputProps('link3d')}
      />
      <TextInput label="Start date" withAsterisk {...dateProps('startDate')} />
      <TextInput label="Aligners" withAsterisk {...COUNT_INPUT} {...form.inputProps('aligners')} />
      <TextInput
        label="Steps (weeks per aligner)"
        withAsterisk={editing}
        {...COUNT_INPUT}
        {...form.inputProps('steps')}
      />
      {editing && password}
    </SimpleGrid>
  );
}
