import { Stack, Text } from '@mantine/core';
import { QueryList } from '../../../components/query-list';
import { usePatientHistory } from '../api/get-patient-history';
import { historyWhat, historyWhen, historyWho } from '../lib/history-text';

/** The patient's audit trail, newest first: when, who, and what changed. */
export function PatientHistory({ patientId }: { patientId: string }) {
  return (
    <QueryList
      query={usePatientHistory(patientId)}
      label="History"
      emptyText="Nothing recorded yet."
      itemKey={(event) => event._id}
      renderItem={(event) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {historyWhat(event)}
          </Text>
          <Text size="xs" c="gray.7">
            {historyWhen(event)} · {historyWho(event)}
          </Text>
        </Stack>
      )}
    />
  );
}
