import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PatientPlan } from '../lib/patient-plan';
import { preparesDialog } from './patient-dialogs';

/**
 * While the treatment is paused, in the first screen: which aligner to keep wearing (the
 * next-change date does not apply), and the 'Resume your treatment' button for when the issue
 * is fixed.
 */
export function PausedNotice({ plan, onResume }: { plan: PatientPlan; onResume: () => void }) {
  if (plan.status !== 'paused') return null;
  const aligner = Math.max(1, plan.currentAligner);
  return (
    <Alert color="red" variant="light" radius="lg" role="status" data-testid="paused-notice">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="red.9" fw={700}>
          <Trans>
            Treatment paused — keep wearing aligner {aligner} until your issue is fixed, then tap
            “Resume your treatment” below.
          </Trans>
        </Text>
        <Button onClick={onResume} {...preparesDialog('resume')}>
          <Trans>Resume your treatment</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
