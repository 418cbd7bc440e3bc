import { useEffect, useRef, type CSSProperties } from 'react';

/** A photo still on the phone (taken, or waiting to be sent), shown from an object URL. */
export function BlobImage({
  blob,
  alt,
  style,
}: {
  blob: Blob;
  alt: string;
  style?: CSSProperties;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current) return;
    const url = URL.createObjectURL(blob);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} style={{ display: 'block', objectFit: 'cover', ...style }} />;
}
