import type { ComponentProps } from 'react';

/** A below-the-fold image: fetched only when it nears the viewport, decoded off the main thread. */
export function LazyImage({ alt, ...props }: ComponentProps<'img'>) {
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
