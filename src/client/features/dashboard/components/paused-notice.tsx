import { Alert, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PatientPlan } from '../lib/patient-plan';

/**
 * While the treatment is paused, the first thing the patient reads: which aligner to keep
 * wearing (the next-change date does not apply), and that they resume it themselves with the
 * profile's 'Resume your treatment' button once the issue is fixed.
 */
export function PausedNotice({ plan }: { plan: PatientPlan }) {
  if (plan.status !== 'paused') return null;
  const aligner = Math.max(1, plan.currentAligner);
  return (
    <Alert color="red" variant="light" radius="lg" role="status" data-testid="paused-notice">
      <Text size="sm" c="red.9" fw={700}>
        <Trans>
          Treatment paused — keep wearing aligner {aligner} until your issue is fixed, then tap
          “Resume your treatment” below.
        </Trans>
      </Text>
    </Alert>
  );
}
