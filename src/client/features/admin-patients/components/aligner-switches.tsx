import { Badge, Group, Text } from '@mantine/core';
import type { AlignerSwitch } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { QueryList } from '../../../components/query-list';
import { useAlignerSwitches } from '../api/get-aligner-switches';

export const punctuality = ({ lateByDays }: AlignerSwitch) =>
  lateByDays === 0 ? 'on time' : `late by ${lateByDays} ${lateByDays === 1 ? 'day' : 'days'}`;

/** Each aligner the patient confirmed switching to, on time or late by N days. */
export function AlignerSwitches({ patientId }: { patientId: string }) {
  return (
    <QueryList
      query={useAlignerSwitches(patientId)}
      label="Aligner switches"
      emptyText="No aligner switch confirmed yet."
      itemKey={(item) => String(item.aligner)}
      renderItem={(item) => (
        <Group gap="xs">
          <Text size="sm" fw={600} w={90}>
            Aligner {item.aligner}
          </Text>
          <Text size="sm">switched {formatDateIN(item.switchedOn)}</Text>
          <Badge variant="filled" size="sm" color={item.lateByDays === 0 ? 'teal.9' : 'red.9'}>
            {punctuality(item)}
          </Badge>
        </Group>
      )}
    />
  );
}
