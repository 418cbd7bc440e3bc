import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WhatsAppThread } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';

type ThreadPatient = NonNullable<WhatsAppThread['patient']>;

const STATUS = { active: 'In treatment', paused: 'Paused', completed: 'Completed' } as const;

/** The patient's plan beside the thread: aligner k of N, the next change, their record. */
export function PlanSummary({ patient, phone }: { patient: ThreadPatient; phone: string }) {
  const done = patient.status === 'completed';
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Treatment plan">
      <Group gap="lg" justify="space-between">
        <Text size="sm">
          <Text span fw={700}>
            {done
              ? 'Treatment completed'
              : `Aligner ${patient.currentAligner} of ${patient.aligners}`}
          </Text>
          {!done && ` · ${STATUS[patient.status]}`}
          {patient.nextDate && ` · next change ${formatDateIN(patient.nextDate)}`}
        </Text>
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/admin/users" search={{ q: phone, page: 1 }} />
          )}
        >
          Open {patient.name}’s record
        </Anchor>
      </Group>
    </Paper>
  );
}
