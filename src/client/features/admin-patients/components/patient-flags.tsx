import { Badge } from '@mantine/core';
import type { PlanStatus } from '../../../../shared/api-types';

/** Paused and completed patients are flagged next to their name (docs/product-spec.md §4). */
export function PatientFlag({ status }: { status: PlanStatus }) {
  if (status === 'paused') {
    return (
      <Badge color="red.9" variant="filled" size="sm">
        Paused
      </Badge>
    );
  }
  if (status === 'completed') {
    return (
      <Badge color="blue.9" variant="filled" size="sm">
        Completed
      </Badge>
    );
  }
  return null;
}
