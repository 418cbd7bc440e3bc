import { Stack, Text } from '@mantine/core';
import { riskReasons } from '../lib/reasons';
import type { ComplianceRow } from '../lib/types';

/** The row's "why", one short line each. */
export function RiskReasons({ row }: { row: ComplianceRow }) {
  return (
    <Stack gap={0} data-reasons>
      {riskReasons(row).map((reason) => (
        <Text key={reason} size="sm" fw={row.risk === 'ok' ? 400 : 600}>
          {reason}
        </Text>
      ))}
    </Stack>
  );
}
