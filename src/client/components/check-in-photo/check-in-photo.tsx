/**
 * A check-in photo, shown to its patient or to the clinic. Photos are served only with the
 * bearer token (`private, no-store`), which an `<img src>` cannot send: the bytes are fetched
 * with it and shown from an object URL, released when the image goes. Never persisted.
 */
import { Skeleton, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type CSSProperties } from 'react';
import { apiDownload } from '../../lib/api-client';
import { checkInKeys } from '../../lib/keys/check-in-keys';
import type { CheckInPhoto } from '../../../shared/schemas/check-in';

const API_PREFIX = '/api';

export interface CheckInPhotoImageProps {
  photo: CheckInPhoto;
  alt: string;
  /** The shown width in CSS pixels or any CSS length; the height follows the photo's shape. */
  width?: CSSProperties['width'];
  className?: string;
  style?: CSSProperties;
}

export function CheckInPhotoImage({
  photo,
  alt,
  width = '100%',
  className,
  style,
}: CheckInPhotoImageProps) {
  const bytes = useQuery({
    queryKey: checkInKeys.photo(photo._id),
    queryFn: () => apiDownload(photo.url.replace(API_PREFIX, '')),
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
  });
  const image = useObjectUrlSource(bytes.data);
  const { t } = useLingui();
  const frame: CSSProperties = { width, aspectRatio: `${photo.width} / ${photo.height}`, ...style };

  if (bytes.isError) {
    return (
      <Text role="img" aria-label={alt} c="dimmed" size="sm" className={className} style={frame}>
        <Trans>This photo could not be loaded.</Trans>
      </Text>
    );
  }
  // Offline the fetch waits for the network: photos are never kept on the phone (no-store).
  if (!bytes.data && bytes.fetchStatus === 'paused') {
    return (
      <Text
        role="img"
        aria-label={t`${alt}: not saved on this phone`}
        size="xs"
        c="gray.8"
        bg="gray.1"
        p={6}
        className={className}
        style={{ ...frame, display: 'flex', alignItems: 'center', textAlign: 'center' }}
      >
        <Trans>Not saved on this phone</Trans>
      </Text>
    );
  }
  if (!bytes.data)
    return (
      <Skeleton role="img" className={className} style={frame} aria-label={t`${alt} (loading)`} />
    );
  return (
    <img
      ref={image}
      alt={alt}
      width={photo.width}
      height={photo.height}
      className={className}
      style={{ ...frame, height: 'auto', objectFit: 'cover', display: 'block' }}
    />
  );
}

/** Points the image at an object URL of the bytes, released when they change or the image goes. */
function useObjectUrlSource(blob: Blob | undefined) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!blob || !image.current) return;
    const url = URL.createObjectURL(blob);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return image;
}
