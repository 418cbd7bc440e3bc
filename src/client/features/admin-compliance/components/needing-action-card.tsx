import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCompliance } from '../api/compliance';

const LABEL = 'Patients needing action';

/**
 * The admin dashboard's card: how many patients the board marks "act", linking to them. A
 * failure says so in the card: the dashboard's own counts have their alert.
 */
export function NeedingActionCard() {
  const board = useCompliance();
  const count = board.data?.filter((row) => row.risk === 'act').length;
  return (
    <Paper withBorder radius="lg" p="lg" role="group" aria-label={LABEL}>
      <Text size="sm" fw={600} c="gray.7">
        {LABEL}
      </Text>
      {count !== undefined ? (
        <Text fz={32} fw={800} c={count > 0 ? 'red.9' : 'brand.8'} data-count="needing-action">
          {count}
        </Text>
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
