import { useState, type FormEvent } from 'react';
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
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { ISSUE_TYPES } from '../../../../shared/constants';
import { IssueQuerySchema } from '../../../../shared/schemas/issue';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';
import { useRaiseIssue } from '../api/treatment-mutations';
import { PatientDialog } from './patient-dialog';

interface IssueDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
  /** Only an active plan can be paused. */
  canPause: boolean;
}

/** 'Got any issues?' (spec §2, §5 "Issue form"): type, description, pause, 'Contact us'. */
export function IssueDialog({ opened, onClose, userId, canPause }: IssueDialogProps) {
  const [issueType, setIssueType] = useState('');
  const [description, setDescription] = useState('');
  const [pauseProgress, setPauseProgress] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const raiseIssue = useRaiseIssue();

  const input = {
    issueType,
    description,
    pauseProgress: canPause && pauseProgress,
    addedBy: userId,
  };
  const result = v.safeParse(IssueQuerySchema, input);
  const errors = result.success
    ? {}
    : (v.flatten<typeof IssueQuerySchema>(result.issues).nested ?? {});

  const close = () => {
    setIssueType('');
    setDescription('');
    setPauseProgress(false);
    setSubmitted(false);
    raiseIssue.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.success) raiseIssue.mutate(result.output, { onSuccess: close });
  };

  return (
    <PatientDialog opened={opened} onClose={close} title="Got any issues?">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <NativeSelect
            label="Issue type"
            required
            value={issueType}
            onChange={(event) => setIssueType(event.currentTarget.value)}
            data={[{ value: '', label: 'Choose the issue', disabled: true }, ...ISSUE_TYPES]}
            error={submitted ? errors.issueType?.[0] : undefined}
          />
          <Textarea
            label="Description (optional)"
            autosize
            minRows={3}
            maxRows={6}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={submitted ? errors.description?.[0] : undefined}
          />
          {canPause && (
            <Checkbox
              // One line on a phone: the whole label is the tap target.
              size="xs"
              label="Pause my treatment progress until this is resolved"
              checked={pauseProgress}
              onChange={(event) => setPauseProgress(event.currentTarget.checked)}
            />
          )}
          {raiseIssue.error && (
            <Alert
              color="red"
              role="alert"
              styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              title={
                raiseIssue.error instanceof ApiError && raiseIssue.error.status === 429
                  ? 'Too many issues reported'
                  : 'Your issue was not sent'
              }
            >
              <Text size="sm" c="dark">
                {errorMessage(raiseIssue.error)}
              </Text>
            </Alert>
          )}
          <Button type="submit" loading={raiseIssue.isPending}>
            Submit
          </Button>
          <Text size="sm" ta="center">
            Rather talk to us?{' '}
            <Anchor component={Link} to="/contact" underline="always">
              Contact us
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PatientDialog>
  );
}
