import { Stack, Text } from '@mantine/core';
import { nothingLogged, riskReasons } from '../lib/reasons';
import type { ComplianceRow } from '../lib/types';

/** The row's "why", one short line each, and a note when the week has no tap at all. */
export function RiskReasons({ row }: { row: ComplianceRow }) {
  return (
    <Stack gap={0} data-reasons>
      {riskReasons(row).map((reason) => (
        <Text key={reason} size="sm" fw={row.risk === 'ok' ? 400 : 600}>
          {reason}
        </Text>
      ))}
      {nothingLogged(row) && (
        <Text size="xs" c="gray.7">
          No breaks logged this week
        </Text>
      )}
    </Stack>
  );
}
