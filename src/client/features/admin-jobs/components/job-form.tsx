import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions, useVersionForms, VersionFieldset } from '../../../components/admin';
import type { ReactNode } from 'react';
import type { Translations } from '../../../../shared/api-types';
import { TRANSLATION_LANGUAGES } from '../../../../shared/languages';
import { JobTextSchema, type JobInput, type JobText } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { EMPTY_JOB, JOB_FIELDS, type JobField } from '../lib/job-fields';

const VERSION_FIELDS = JOB_FIELDS.map(({ field, label }) => ({
  field,
  label,
  required: true,
  multiline: field === 'description',
}));

interface JobFormProps {
  initialValues: Record<JobField, string>;
  /** The job's Hindi and Marathi versions, when it has them. */
  translations?: Translations<JobText>;
  submitLabel: string;
  pending: boolean;
  /** Sends the job; a validation answer from the server lands on the fields. */
  onSubmit: (job: JobInput) => Promise<unknown>;
  /** Extra buttons beside the submit button (Cancel on the edit page). */
  children?: ReactNode;
}

/**
 * Every job field (docs/product-spec.md §3 "Job"), checked by the same schema as the server's,
 * then the optional Hindi and Marathi versions of them (docs/design.md §2 "Content").
 */
export function JobForm({
  initialValues,
  translations,
  submitLabel,
  pending,
  onSubmit,
  children,
}: JobFormProps) {
  const form = useSchemaForm(JobTextSchema, initialValues);
  const versions = useVersionForms(JobTextSchema, translations, EMPTY_JOB);
  const submit = form.onSubmit(
    (job) => {
      onSubmit({ ...job, translations: versions.output() }).catch((error: unknown) => {
        if (!(error instanceof ApiError)) return;
        form.showServerIssues(error.issues);
        versions.showServerIssues(error.issues);
        versions.revealErrors();
      });
    },
    { extraValid: versions.valid, onInvalid: versions.revealErrors },
  );
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
        {TRANSLATION_LANGUAGES.map((language) => (
          <VersionFieldset
            key={language}
            language={language}
            version={versions.forms[language]}
            fields={VERSION_FIELDS}
          />
        ))}
        <FormActions submitLabel={submitLabel} pending={pending}>
          {children}
        </FormActions>
      </Stack>
    </form>
  );
}
