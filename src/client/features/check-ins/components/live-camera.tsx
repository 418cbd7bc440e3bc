/**
 * The live camera inside a shot's frame, with the outline over it to line the teeth up; the
 * switch to the phone's camera app and back; what the patient reads when the browser refused
 * the camera. The camera itself is `hooks/use-camera.ts`; the flow's "Take photo" is the shutter.
 */
import type { RefObject } from 'react';
import { Box, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Shot } from '../lib/shots';
import { FilePhotoButton } from './file-photo-button';
import { ShotOutline } from './shot-outline';

/**
 * A front camera is shown as a mirror, the way the patient knows their face, and the outline
 * is mirrored with it: the photo is saved unmirrored, where the outline is drawn unmirrored.
 */
export function LiveCamera({
  shot,
  videoRef,
  mirrored,
}: {
  shot: Shot;
  videoRef: RefObject<HTMLVideoElement | null>;
  mirrored: boolean;
}) {
  const { t } = useLingui();
  return (
    <Box pos="absolute" inset={0} style={{ transform: mirrored ? 'scaleX(-1)' : undefined }}>
      <video
        ref={videoRef}
        aria-label={t`Live camera: line your teeth up with the outline`}
        muted
        playsInline
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <ShotOutline shot={shot.key} />
    </Box>
  );
}

/** Calm, and with the way on: the photo can still be taken with the button below. */
export function CameraDeniedNote() {
  return (
    <Text size="sm" c="gray.8" role="status">
      <Trans>
        The camera is not allowed for TapAlign here. You can allow it in your browser's settings, or
        take the photo with the button below.
      </Trans>
    </Text>
  );
}

interface CameraSwitchButtonProps {
  byFile: boolean;
  onByFile: (byFile: boolean) => void;
  onFile: (file: File | null) => void | Promise<void>;
  busy: boolean;
}

/**
 * Beside the live camera, the way to the phone's camera app (or a file), which lets the live
 * camera go first (a phone's camera serves one app at a time); once chosen, the way back. One
 * button throughout: its file input must stay to hear the file chosen.
 */
export function CameraSwitchButton({ byFile, onByFile, onFile, busy }: CameraSwitchButtonProps) {
  const otherWay = useOtherWayLabel();
  return (
    <FilePhotoButton
      onFile={onFile}
      busy={busy}
      variant="subtle"
      beforeOpen={() => onByFile(true)}
      onClick={byFile ? () => onByFile(false) : undefined}
    >
      {byFile ? <Trans>Use the live camera</Trans> : otherWay}
    </FilePhotoButton>
  );
}

/** On a touch screen the file input opens the phone's own camera (`capture`); elsewhere, files. */
function useOtherWayLabel() {
  const { t } = useLingui();
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  return touch ? t`Use the phone's camera app` : t`Choose a photo`;
}
