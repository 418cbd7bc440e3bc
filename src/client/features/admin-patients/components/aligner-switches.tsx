import { Badge, Group, List, Skeleton, Text } from '@mantine/core';
import type { AlignerSwitch } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { QueryError } from '../../../components/query-error';
import { useAlignerSwitches } from '../api/get-aligner-switches';

export const punctuality = ({ lateByDays }: AlignerSwitch) =>
  lateByDays === 0 ? 'on time' : `late by ${lateByDays} ${lateByDays === 1 ? 'day' : 'days'}`;

/** Each aligner the patient confirmed switching to, on time or late by N days. */
export function AlignerSwitches({ patientId }: { patientId: string }) {
  const switches = useAlignerSwitches(patientId);
  if (switches.isPending) return <Skeleton height={18} aria-label="Loading aligner switches" />;
  if (switches.isError) {
    return (
      <QueryError
        title="Could not load the aligner switches"
        onRetry={() => void switches.refetch()}
      />
    );
  }
  if (switches.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No aligner switch confirmed yet.
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing={4} aria-label="Aligner switches">
      {switches.data.map((item) => (
        <List.Item key={item.aligner}>
          <Group gap="xs">
            <Text size="sm" fw={600} w={90}>
              Aligner {item.aligner}
            </Text>
            <Text size="sm">switched {formatDateIN(item.switchedOn)}</Text>
            <Badge variant="filled" size="sm" color={item.lateByDays === 0 ? 'teal.9' : 'red.9'}>
              {punctuality(item)}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
