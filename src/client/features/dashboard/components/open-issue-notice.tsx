import { Anchor, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { todayIn } from '../../../../shared/calendar-date';
import { CLINIC_CONTACT, CLINIC_PHONE_HREF } from '../../../../shared/constants';
import { formatDate } from '../../../../shared/display-dates';
import { phoneTimeZone } from '../../../lib/phone-calendar';
import { useOwnIssues } from '../api/own-issues';
import { issueTypeLabel } from '../lib/issue-types';
import type { PatientPlan } from '../lib/patient-plan';

/**
 * In the Today card: each open issue the clinic is looking into, and how to reach the clinic
 * meanwhile. The one that paused the treatment is said by the pause's own notice.
 */
export function OpenIssueNotice({ plan }: { plan: PatientPlan }) {
  const { i18n } = useLingui();
  const issues = useOwnIssues().data ?? [];
  const shown = issues.filter((issue) => !(issue.pausedTreatment && plan.status === 'paused'));
  if (shown.length === 0) return null;
  const timeZone = phoneTimeZone();
  return (
    <Stack gap={4} role="status" data-testid="open-issues">
      {shown.map((issue) => {
        const kind = issueTypeLabel(issue.issueType, i18n);
        const raised = formatDate(todayIn(timeZone, new Date(issue.createdAt)), i18n.locale);
        return (
          <Text key={issue._id} size="sm" c="gray.8">
            <Trans>
              Your clinic is looking into your issue “{kind}”, raised on {raised}.
            </Trans>
          </Text>
        );
      })}
      <Anchor href={CLINIC_PHONE_HREF} size="sm" fw={700} c="brand.9" w="fit-content">
        <Trans>Call the clinic: {CLINIC_CONTACT.phone}</Trans>
      </Anchor>
    </Stack>
  );
}
