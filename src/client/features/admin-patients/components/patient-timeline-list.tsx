import { Badge, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateIN } from '../../../../shared/calendar-date';
import { QueryError } from '../../../components/query-error';
import { usePatientTimeline } from '../api/get-patient-timeline';

const STATUS_COLORS: Record<string, string> = {
  completed: 'teal.9',
  'in progress': 'blue.9',
  pending: 'gray.8',
  'end date': 'violet.9',
};

/** The patient's aligner-change dates, with pauses and their delay. */
export function PatientTimelineList({ patientId }: { patientId: string }) {
  const timeline = usePatientTimeline(patientId);
  if (timeline.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading timeline">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={18} />
        ))}
      </Stack>
    );
  }
  if (timeline.isError)
    return (
      <QueryError title="Could not load the timeline" onRetry={() => void timeline.refetch()} />
    );
  return (
    <List listStyleType="none" spacing={4} aria-label="Timeline">
      {timeline.data.map((event, index) => (
        <List.Item key={`${event.date}-${index}`}>
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
        </List.Item>
      ))}
    </List>
  );
}
