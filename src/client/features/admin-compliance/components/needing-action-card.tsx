import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCompliance } from '../api/compliance';
import { riskReasons } from '../lib/reasons';
import type { ComplianceRow } from '../lib/types';
import { PhoneLink } from './phone-link';
import { RiskBadge } from './risk-badge';

const LABEL = 'Patients needing action';
/** The patients the card names: the board's first rows, the rest a click away. */
const SHOWN = 3;

/** One patient the board rates act or watch: their badge, name, number to call and main reason. */
function PatientLine({ row }: { row: ComplianceRow }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-needing-action-row>
      <RiskBadge risk={row.risk} />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.name}{' '}
          <Text span size="sm" fw={400} c="gray.8">
            · <PhoneLink phone={row.phone} />
          </Text>
        </Text>
        <Text size="xs" c="gray.8">
          {riskReasons(row)[0]}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The admin dashboard's card: how many patients the board marks "act" and "watch", the first
 * few by name with why and their number, linking to the board. A failure says so in the card:
 * the dashboard's own counts have their alert.
 */
export function NeedingActionCard() {
  const board = useCompliance();
  const rows = board.data;
  const count = rows?.filter((row) => row.risk === 'act').length;
  const watching = rows?.filter((row) => row.risk === 'watch').length ?? 0;
  // The board's own order: act, watch, then the lowest wear.
  const first = rows?.filter((row) => row.risk !== 'ok').slice(0, SHOWN) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" role="group" aria-label={LABEL}>
      <Text size="sm" fw={600} c="gray.7">
        {LABEL}
      </Text>
      {count !== undefined ? (
        <>
          <Group gap="xs" align="baseline">
            <Text fz={32} fw={800} c={count > 0 ? 'red.9' : 'brand.8'} data-count="needing-action">
              {count}
            </Text>
            <Text size="sm" c="gray.8">
              to act on · {watching} to watch
            </Text>
          </Group>
          {first.length > 0 && (
            <Stack gap="xs" my="xs">
              {first.map((row) => (
                <PatientLine key={row._id} row={row} />
              ))}
            </Stack>
          )}
        </>
      ) : board.isError ? (
        <Text size="sm" c="red.9" mt={6}>
          Could not load the board.
        </Text>
      ) : (
        <Skeleton height={36} width={72} mt={6} />
      )}
      <Anchor
        size="sm"
        fw={600}
        renderRoot={(props) => <Link {...props} to="/admin/compliance" search={{ risk: 'act' }} />}
      >
        See who and why
      </Anchor>
    </Paper>
  );
}
