import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ISSUE_TYPES } from '../../../../shared/constants';
import { ISSUE_TYPE_OTHER, IssueQuerySchema } from '../../../../shared/schemas/issue';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';
import { useRaiseIssue } from '../api/treatment-mutations';
import { ISSUE_TYPE_LABELS } from '../lib/issue-types';
import { PatientDialog } from './patient-dialog';
import classes from './pause-checkbox.module.css';

interface IssueDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
  /** Only an active plan can be paused. */
  canPause: boolean;
}

/**
 * 'Got any issues?': type, description (required for 'Other (please specify)'), pause,
 * 'Contact us'. The server's objections land on their fields (a pause refused on the pause
 * box); any other failure is shown above the button.
 */
export function IssueDialog({ opened, onClose, userId, canPause }: IssueDialogProps) {
  const form = useSchemaForm(IssueQuerySchema, {
    issueType: '',
    description: '',
    pauseProgress: false,
    addedBy: userId,
  });
  const raiseIssue = useRaiseIssue();
  const { t, i18n } = useLingui();

  const close = () => {
    form.reset();
    raiseIssue.reset();
    onClose();
  };

  const submit = form.onSubmit((issue) =>
    raiseIssue.mutate(
      { ...issue, pauseProgress: canPause && issue.pauseProgress },
      {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError) form.showServerIssues(error.issues);
        },
      },
    ),
  );
  const isOther = form.values.issueType === ISSUE_TYPE_OTHER;
  const onField = raiseIssue.error instanceof ApiError && !!raiseIssue.error.issues?.length;

  return (
    <PatientDialog opened={opened} onClose={close} title={t`Got any issues?`}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <NativeSelect
            label={t`Issue type`}
            required
            value={form.values.issueType}
            onChange={(event) => form.setValue('issueType', event.currentTarget.value)}
            data={[
              { value: '', label: t`Choose the issue`, disabled: true },
              ...ISSUE_TYPES.map((type) => ({
                value: type,
                label: i18n._(ISSUE_TYPE_LABELS[type]),
              })),
            ]}
            error={form.errorOf('issueType')}
          />
          <Textarea
            label={isOther ? t`Description` : t`Description (optional)`}
            required={isOther}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={2000}
            value={form.values.description}
            onChange={(event) => form.setValue('description', event.currentTarget.value)}
            error={form.errorOf('description')}
          />
          {canPause && (
            <Checkbox
              size="md"
              classNames={{
                root: classes.row,
                inner: classes.inner,
                input: classes.input,
                label: classes.label,
              }}
              label={t`Pause my treatment progress until this is resolved`}
              checked={form.values.pauseProgress}
              onChange={(event) => form.setValue('pauseProgress', event.currentTarget.checked)}
              error={form.errorOf('pauseProgress')}
              aria-invalid={form.errorOf('pauseProgress') !== undefined}
            />
          )}
          {raiseIssue.error && !onField && (
            <Alert
              color="red"
              role="alert"
              styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              title={
                raiseIssue.error instanceof ApiError && raiseIssue.error.status === 429
                  ? t`Too many issues reported`
                  : t`Your issue was not sent`
              }
            >
              <Text size="sm" c="dark">
                {errorMessage(raiseIssue.error)}
              </Text>
            </Alert>
          )}
          <Button type="submit" loading={raiseIssue.isPending}>
            <Trans>Submit</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              Rather talk to us?{' '}
              <Anchor href="/contact" underline="always" className="tap-target">
                Contact us
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </PatientDialog>
  );
}
