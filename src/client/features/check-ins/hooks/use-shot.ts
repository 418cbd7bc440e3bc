/**
 * The ways to one shot's photo: the live camera where the browser has one, the file input
 * always (the phone's camera app, or a file). Whichever it comes from, the photo is shrunk the
 * same way and handed on.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showError } from '../../../lib/toast';
import type { QueuedPhoto } from '../lib/check-in-outbox';
import type { Shot } from '../lib/shots';
import { shrinkPhoto } from '../lib/shrink-photo';
import { canUseCamera, useCamera, type CameraProblem } from './use-camera';

export interface ShotOptions {
  shot: Shot;
  photo: QueuedPhoto | null;
  cameraProblem: CameraProblem | null;
  onCameraProblem: (problem: CameraProblem) => void;
  onPhoto: (photo: QueuedPhoto) => void;
}

export function useShot({ shot, photo, cameraProblem, onCameraProblem, onPhoto }: ShotOptions) {
  const [retaking, setRetaking] = useState(false);
  // The camera app (or a file) chosen over the live camera for this shot: the camera is let go.
  const [byFile, setByFile] = useState(false);
  // The camera's frame while it is shrunk: shown at once, and the camera already off.
  const [frame, setFrame] = useState<File | null>(null);
  const withCamera = canUseCamera() && cameraProblem === null;
  const wantsShot = photo === null || retaking;
  const streaming = withCamera && wantsShot && !byFile && frame === null;
  const camera = useCamera(streaming, onCameraProblem);
  const live = streaming && camera.live;
  const shrink = useShrink(shot, (taken) => {
    setRetaking(false);
    onPhoto(taken);
  });
  const shutter = () => {
    const taken = camera.takeFrame().then((file) => {
      setFrame(file);
      return file;
    });
    void shrink.take(taken).finally(() => setFrame(null));
  };
  const again = () => {
    setByFile(false);
    setRetaking(true);
  };
  return {
    camera,
    streaming,
    live,
    withCamera,
    /** A photo is shown, to keep or take again. */
    retake: photo !== null && !retaking,
    /** The live camera or, once left for the file input, the way back to it. */
    switchable: withCamera && wantsShot && (live || byFile),
    byFile,
    setByFile,
    preview: frame ?? photo?.blob,
    shutter,
    again,
    fromFile: shrink.take,
    busy: shrink.busy,
  };
}

/** Shrinks a photo (a file chosen, or the camera's frame) and hands it on; one at a time. */
function useShrink(shot: Shot, onPhoto: (photo: QueuedPhoto) => void) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const take = async (file: File | null | Promise<File>) => {
    setBusy(true);
    try {
      const taken = await file;
      if (taken) onPhoto(await shrinkPhoto(taken, shot.key));
    } catch (error) {
      showError(error, t`This photo could not be used`);
    } finally {
      setBusy(false);
    }
  };
  return { take, busy };
}
