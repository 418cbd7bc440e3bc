import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

type SectionCardProps = PaperProps & {
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** An anchor a link can open the page at (/dashboard#check-ins). */
  id?: string;
} & ({ 'aria-labelledby': string } | { 'aria-label': string });

/** A bordered card that is a named section of the page: the patient dashboard's building block. */
export function SectionCard({ children, ...props }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" {...props}>
      {children}
    </Paper>
  );
}
