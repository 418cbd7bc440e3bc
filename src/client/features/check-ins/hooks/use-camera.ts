/**
 * The live camera of a check-in's shot, where the browser has one (getUserMedia): the stream
 * plays in the `video` the caller renders with `videoRef` while `on`, and `takeFrame` turns what it shows into
 * a JPEG. Every track stops as soon as `on` turns false or the caller unmounts (the shot taken,
 * another step, the dialog closed), so the camera's light never stays on. A refusal or a
 * missing camera is told once through `onProblem`; the caller then offers the file input.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';

export type CameraProblem = 'denied' | 'unavailable';

/**
 * The front camera, since patients photograph their own teeth; 4:3 as phone sensors are, large
 * enough for the 3:4 crop to keep more than the server's longest side.
 */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1440 } },
  audio: false,
};
const FRAME_QUALITY = 0.92;

/** Only in a secure context, and not in every browser (older in-app ones have none). */
export const canUseCamera = () =>
  typeof navigator.mediaDevices?.getUserMedia === 'function' && window.isSecureContext;

export function useCamera(on: boolean, onProblem: (problem: CameraProblem) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const [mirrored, setMirrored] = useState(true);
  // The latest callback, without restarting the camera when the caller renders a new one.
  const tellProblem = useEffectEvent(onProblem);

  useEffect(() => {
    const element = videoRef.current;
    if (!on || !element) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const fail = (error: unknown) => {
      if (stopped) return;
      setLive(false);
      tellProblem(problemOf(error));
    };
    const start = async () => {
      const got = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      // Closed while the browser asked: this stream was never shown.
      if (stopped) return stopTracks(got);
      stream = got;
      for (const track of got.getTracks()) track.addEventListener('ended', fail);
      // A back camera (a device without a front one) is shown as it is; any other, as a mirror.
      setMirrored(got.getVideoTracks()[0]?.getSettings().facingMode !== 'environment');
      element.srcObject = got;
      await element.play();
      if (!stopped) setLive(true);
    };
    start().catch(fail);
    return () => {
      stopped = true;
      if (stream) stopTracks(stream);
      element.srcObject = null;
      setLive(false);
    };
  }, [on]);

  return { videoRef, live, mirrored, takeFrame: () => frameOf(videoRef.current) };
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The part of the frame the patient saw (the video is cropped to its box, centred), unmirrored:
 * the preview is a mirror, the photo is the teeth as the clinic sees them.
 */
async function frameOf(element: HTMLVideoElement | null): Promise<File> {
  const failed = () => new Error(t`The camera's picture could not be used. Please try again.`);
  if (!element?.videoWidth) throw failed();
  const { videoWidth, videoHeight, clientWidth, clientHeight } = element;
  const shown = clientWidth && clientHeight ? clientWidth / clientHeight : videoWidth / videoHeight;
  const width = Math.round(Math.min(videoWidth, videoHeight * shown));
  const height = Math.round(Math.min(videoHeight, videoWidth / shown));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas
    .getContext('2d')
    ?.drawImage(
      element,
      (videoWidth - width) / 2,
      (videoHeight - height) / 2,
      width,
      height,
      0,
      0,
      width,
      height,
    );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', FRAME_QUALITY),
  );
  if (!blob) throw failed();
  return new File([blob], 'camera.jpg', { type: 'image/jpeg' });
}
