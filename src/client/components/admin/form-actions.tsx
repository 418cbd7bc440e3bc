import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** Buttons before the submit button (Cancel on an edit page). */
  children?: ReactNode;
}

/** The foot of every admin form: its other buttons, then the submit button. */
export function FormActions({ submitLabel, pending, children }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      {children}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
