import { Button, FileInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_TYPE } from '../../../../shared/constants';
import type { Job } from '../../../../shared/api-types';
import { ApplicationDataSchema } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { showSuccess } from '../../../lib/toast';
import { onFields, resumeRefused, useApplyForJob } from '../api/apply-for-job';
import { RESUME_HINT, resumeError } from '../lib/resume-file';
import { FileIcon } from '../../../components/icons';
import { MOBILE_INPUT_PROPS } from '../../../lib/mobile-input';

interface ApplicationFormProps {
  jobs: Job[];
  jobId: string;
  onSent: () => void;
  /** Whether anything has been typed or chosen, so closing can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The 'Apply Now' form (docs/product-spec.md §5 "Job application"): the shared schema's hints, word
 * for word.
 */
export function ApplicationForm({ jobs, jobId, onSent, onDirtyChange }: ApplicationFormProps) {
  const { i18n, t } = useLingui();
  const form = useSchemaForm(ApplicationDataSchema, {
    name: '',
    email: '',
    phone: '',
    job: jobId,
    about: '',
  });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeShown, setResumeShown] = useState(false);
  const [resumeServerError, setResumeServerError] = useState<string>();
  const apply = useApplyForJob();
  const { name, email, phone, about } = form.values;
  const dirty = Boolean(name.trim() || email.trim() || phone.trim() || about.trim() || resume);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const resumeRule = resumeError(resume);
  const resumeMessage = resumeShown
    ? ((resumeRule && i18n._(resumeRule)) ?? resumeServerError)
    : undefined;

  const submit = form.onSubmit(
    (data) => {
      if (!resume) return;
      void apply.run(
        { data, resume },
        {
          onSuccess: ({ message }) => {
            showSuccess(message, t`Application sent`);
            onSent();
          },
          // Once, where it belongs: on the field it concerns, else as `useRequest`'s toast.
          onError: (error) => {
            if (resumeRefused(error)) setResumeServerError(error.message);
            else if (onFields(error)) form.showServerIssues(error.issues);
          },
        },
      );
    },
    { extraValid: !resumeRule },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setResumeShown(true);
        submit(event);
      }}
      aria-label={t`Job application`}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Full name`}
          withAsterisk
          autoComplete="name"
          {...form.inputProps('name')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.inputProps('email')}
        />
        <TextInput
          label={t`Mobile`}
          withAsterisk
          autoComplete="tel-national"
          {...MOBILE_INPUT_PROPS}
          {...form.inputProps('phone')}
        />
        <Select
          label={t`Position`}
          withAsterisk
          name="job"
          data={jobs.map((job) => ({ value: job._id, label: job.title }))}
          value={form.values.job || null}
          onChange={(value) => form.setValue('job', value ?? '')}
          onBlur={() => form.revealError('job')}
          error={form.errorOf('job')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t`About you`}
          description={t`Optional: your experience and why you would like to join us`}
          autosize
          minRows={3}
          maxRows={6}
          {...form.inputProps('about')}
        />
        <FileInput
          label={t`Resume`}
          // The rule said once: as the hint, or as the error when the file breaks it.
          description={resumeMessage ? undefined : i18n._(RESUME_HINT)}
          withAsterisk
          name="resume"
          accept={RESUME_TYPE}
          placeholder={t`Choose a PDF file`}
          leftSection={<FileIcon />}
          clearable
          clearButtonProps={{ 'aria-label': t`Remove the chosen resume` }}
          value={resume}
          onChange={(file) => {
            setResume(file);
            setResumeShown(true);
            setResumeServerError(undefined);
          }}
          error={resumeMessage}
        />
        <Button type="submit" loading={apply.isPending} mt="sm" size="md">
          <Trans>Submit application</Trans>
        </Button>
      </Stack>
    </form>
  );
}
