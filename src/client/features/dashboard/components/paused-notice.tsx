import { Alert, Text } from '@mantine/core';
import type { PatientPlan } from '../lib/patient-plan';

/**
 * While the treatment is paused, the first thing the patient reads: which aligner to keep
 * wearing, and that the clinic says when to go on (the next-change date does not apply).
 */
export function PausedNotice({ plan }: { plan: PatientPlan }) {
  if (plan.status !== 'paused') return null;
  const aligner = Math.max(1, plan.currentAligner);
  return (
    <Alert color="red" variant="light" radius="lg" role="status" data-testid="paused-notice">
      <Text size="sm" c="red.9" fw={700}>
        Treatment paused — keep wearing aligner {aligner} until your clinic tells you to go on
      </Text>
    </Alert>
  );
}
