import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/admin';
import type { ReactNode } from 'react';
import { JobSchema, type JobInput } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { JOB_FIELDS, type JobField } from '../lib/job-fields';

interface JobFormProps {
  initialValues: Record<JobField, string>;
  submitLabel: string;
  pending: boolean;
  /** Sends the job; a validation answer from the server lands on the fields. */
  onSubmit: (job: JobInput) => Promise<unknown>;
  /** Extra buttons beside the submit button (Cancel on the edit page). */
  children?: ReactNode;
}

/** Every job field (docs/product-spec.md §3 "Job"), checked by the same schema as the server's. */
export function JobForm({ initialValues, submitLabel, pending, onSubmit, children }: JobFormProps) {
  const form = useSchemaForm(JobSchema, initialValues);
  const submit = form.onSubmit((job) => {
    onSubmit(job).catch((error: unknown) => {
      if (error instanceof ApiError) form.showServerIssues(error.issues);
    });
  });
  const single = JOB_FIELDS.filter(({ field }) => field !== 'description');
  const description = JOB_FIELDS.find(({ field }) => field === 'description')!;

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {single.map(({ field, label, placeholder }) => (
            <TextInput
              key={field}
              label={label}
              placeholder={placeholder}
              withAsterisk
              {...form.inputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={description.label}
          placeholder={description.placeholder}
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          {...form.inputProps('description')}
        />
        <FormActions submitLabel={submitLabel} pending={pending}>
          {children}
        </FormActions>
      </Stack>
    </form>
  );
}
