import { Badge, Group, Text } from '@mantine/core';
import { formatDateIN } from '../../../../shared/calendar-date';
import { QueryList } from '../../../components/query-list';
import { usePatientTimeline } from '../api/get-patient-timeline';

const STATUS_COLORS: Record<string, string> = {
  completed: 'teal.9',
  'in progress': 'blue.9',
  pending: 'gray.8',
  'end date': 'violet.9',
};

/** The patient's aligner-change dates, with pauses and their delay. */
export function PatientTimelineList({ patientId }: { patientId: string }) {
  return (
    <QueryList
      query={usePatientTimeline(patientId)}
      label="Timeline"
      emptyText="No timeline yet."
      itemKey={(event, index) => `${event.date}-${index}`}
      renderItem={(event) => (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" w={96}>
            {formatDateIN(event.date)}
          </Text>
          <Badge variant="filled" color={STATUS_COLORS[event.status] ?? 'gray.8'} size="sm">
            {event.status}
          </Badge>
          {event.pauseDetails && (
            <Text size="xs" c="red.9">
              Paused {formatDateIN(event.pauseDetails.pauseDate)}
              {event.pauseDetails.resumedDate
                ? `, resumed ${formatDateIN(event.pauseDetails.resumedDate)}`
                : ', not resumed yet'}{' '}
              ({event.pauseDetails.delay} days)
            </Text>
          )}
        </Group>
      )}
    />
  );
}
