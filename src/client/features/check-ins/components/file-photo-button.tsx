import type { ReactNode } from 'react';
import { Button, FileButton } from '@mantine/core';

interface FilePhotoButtonProps {
  onFile: (file: File | null) => void | Promise<void>;
  busy: boolean;
  variant: 'filled' | 'default' | 'subtle';
  /** Instead of the file input (the camera's shutter, a retake with the camera). */
  onClick?: () => void;
  /** Just before the file input opens. */
  beforeOpen?: () => void;
  autofocus?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A shot's file input: the camera app on a phone (`capture`), a file picker elsewhere, unless
 * `onClick` stands in for it (the live camera's shutter). A step keeps its "Take photo" one such
 * button from its start to its photo, so the focus stays on it whatever the camera does.
 */
export function FilePhotoButton({
  onFile,
  busy,
  variant,
  onClick,
  beforeOpen,
  autofocus,
  ...rest
}: FilePhotoButtonProps) {
  return (
    <FileButton onChange={(file) => void onFile(file)} accept="image/*" capture="user">
      {(props) => (
        <Button
          {...props}
          {...rest}
          onClick={
            onClick ??
            (() => {
              beforeOpen?.();
              props.onClick();
            })
          }
          variant={variant}
          // A touch target of at least 44 px, the shutter above all.
          size="lg"
          loading={busy}
          data-autofocus={autofocus || undefined}
        />
      )}
    </FileButton>
  );
}
