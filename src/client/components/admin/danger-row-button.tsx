import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

interface DangerRowButtonProps {
  /** What it does, on the button: "Delete", "Erase". */
  children: ReactNode;
  /** Said after the label to screen readers only, so that each row's button is told apart. */
  rowName: string;
  onClick: () => void;
}

/** A table row's destructive button, which asks in a `ConfirmModal` before anything happens. */
export function DangerRowButton({ children, rowName, onClick }: DangerRowButtonProps) {
  return (
    <Button size="compact-sm" variant="outline" color="red.9" onClick={onClick}>
      {children}
      <span className="visually-hidden"> {rowName}</span>
    </Button>
  );
}
