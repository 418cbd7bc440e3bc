import type { ReactNode } from 'react';
import { Modal, em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useHiddenPageBehind } from '../../../hooks/use-hidden-page-behind';

interface PatientDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dashboard's dialogs, with a named close button: full-screen on a phone (nothing of the
 * page shows around a form the width of the screen), centred on wider screens.
 */
export function PatientDialog({ title, opened, onClose, children }: PatientDialogProps) {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`, false, {
    getInitialValueInEffect: false,
  });
  useHiddenPageBehind(opened && phone);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t`Close` }}
      // Mantine's title bar is a <header>: inside role="dialog" it would be a second page banner.
      attributes={{ header: { role: 'none' } }}
    >
      {children}
    </Modal>
  );
}
