/**
 * A phone's photo shrunk before it is saved or sent: the longest side at most the size the
 * server keeps, about half a megabyte, re-encoded as JPEG (which every browser can encode), so
 * a 12 MP photo does not cost the patient's data plan and its metadata (EXIF, GPS) never
 * leaves the phone. The work runs in a web worker that loads the library from this site (its
 * default is a CDN, which the CSP refuses and which is not there offline).
 */
import imageCompression from 'browser-image-compression';
import { t } from '@lingui/core/macro';
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { CHECK_IN_PHOTO_MAX_EDGE } from '../../../../shared/constants';
import type { QueuedPhoto } from './check-in-outbox';

const SHRUNK_MAX_MB = 0.5;
const SHRUNK_QUALITY = 0.85;

export async function shrinkPhoto(file: File, name: string): Promise<QueuedPhoto> {
  if (!file.type.startsWith('image/')) throw new Error(t`Please choose a photo.`);
  const blob = await imageCompression(file, {
    maxWidthOrHeight: CHECK_IN_PHOTO_MAX_EDGE,
    maxSizeMB: SHRUNK_MAX_MB,
    initialQuality: SHRUNK_QUALITY,
    // The clinic needs the detail: past the size, the quality gives way, never the pixels.
    alwaysKeepResolution: true,
    fileType: 'image/jpeg',
    useWebWorker: true,
    libURL: new URL(compressionLibUrl, window.location.href).href,
  });
  return { blob, name: `${name}.jpg` };
}
