/**
 * A patient's confirmed aligner switches (GET /api/aligner-switches?patientId=), on time or late
 * by N days: the one query and list of the patient view and the compliance drawer.
 */
import { Badge, Group, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignerSwitch } from '../../../shared/api-types';
import { formatDateIN } from '../../../shared/calendar-date';
import { apiRequest } from '../../lib/api-client';
import { alignerSwitchKeys } from '../../lib/keys/aligner-switch-keys';
import { QueryList } from '../query-list';

const alignerSwitchesQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: alignerSwitchKeys.patient(patientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ switches: AlignerSwitch[] }>('/aligner-switches', {
          query: { patientId },
          signal,
        })
      ).switches,
    meta: { silent: true },
  });

const punctuality = ({ lateByDays }: AlignerSwitch) =>
  lateByDays === 0 ? 'on time' : `late by ${lateByDays} ${lateByDays === 1 ? 'day' : 'days'}`;

/** The server answers in aligner order, the oldest switch first. */
const newestFirst = (switches: AlignerSwitch[]) => [...switches].reverse();

interface AlignerSwitchListProps {
  patientId: string;
  /** The patient record reads the plan's way, oldest first; the drawer leads with the latest. */
  order?: 'oldest-first' | 'newest-first';
}

export function AlignerSwitchList({ patientId, order = 'oldest-first' }: AlignerSwitchListProps) {
  const query = useQuery({
    ...alignerSwitchesQueryOptions(patientId),
    select: order === 'newest-first' ? newestFirst : undefined,
  });
  return (
    <QueryList
      query={query}
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
