import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CURVED_CAROUSEL } from '../constants';
import { WHAT_YOU_GET, type CarouselItemSource } from '../content/carousel-items';
import { prefersReducedMotion, usePrefersReducedMotion } from '../motion/use-reduced-motion';
import { supportsWebGL } from './supports-webgl';
import classes from './curved-carousel.module.css';
import { imageIn } from '../../../lib/localized-image';

interface CurvedCarouselProps {
  label: string;
  items?: readonly CarouselItemSource[];
  scrollEase?: number;
  textColor?: string;
}

/** How far below the viewport the WebGL code starts loading. */
const LOAD_MARGIN = '600px 0px';

/**
 * The curved 3D image carousel (docs/product-spec.md §2, §9). It starts as a plain horizontal list
 * — what the prerendered page, reduced-motion visitors and browsers without WebGL get — and, once
 * scrolled near, loads ogl and replaces the list's pictures with the WebGL strip.
 * `data-scroll-position`, `data-scroll-target` and `data-item-width` expose the strip's position
 * (scene units); `data-upgrade` says what the list is waiting for: `never` (it stays a list), `far`
 * (not scrolled near yet), `loading` (the WebGL code is on its way).
 */
export function CurvedCarousel(props: CurvedCarouselProps) {
  const { label, items: sources = WHAT_YOU_GET, scrollEase = CURVED_CAROUSEL.scrollEase } = props;
  // `_` changes with the language: the captions drawn into WebGL are redrawn in the new one.
  const { _: translate, i18n } = useLingui();
  const items = useMemo(
    () =>
      sources.map((item) => ({
        image: imageIn(item.image, i18n.locale),
        text: item.text ? translate(item.text) : '',
        alt: translate(item.alt),
      })),
    [sources, translate, i18n.locale],
  );
  const textColor = props.textColor ?? '#ffffff';
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [webgl, setWebgl] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const root = rootRef.current;
    const stage = stageRef.current;
    if (!root || !stage) return;
    if (reducedMotion || prefersReducedMotion() || !supportsWebGL()) {
      root.dataset.upgrade = 'never';
      return;
    }
    let teardown: (() => void) | undefined;
    let disposed = false;
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          root.dataset.upgrade = 'far';
          return;
        }
        root.dataset.upgrade = 'loading';
        near.disconnect();
        void import('./mount-gallery').then(({ mountGallery }) => {
          if (disposed) return;
          teardown = mountGallery(root, stage, {
            ...CURVED_CAROUSEL,
            items,
            scrollEase,
            textColor,
            onMove: (position, itemWidth) => {
              root.dataset.scrollPosition = String(position);
              root.dataset.itemWidth = String(itemWidth);
            },
            onTarget: (target) => {
              root.dataset.scrollTarget = String(target);
            },
          });
          setWebgl(true);
        });
      },
      { rootMargin: LOAD_MARGIN },
    );
    near.observe(root);
    return () => {
      disposed = true;
      near.disconnect();
      teardown?.();
      setWebgl(false);
    };
  }, [reducedMotion, items, scrollEase, textColor]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      style={{ height: CURVED_CAROUSEL.heightPx }}
      data-mode={webgl ? 'webgl' : 'list'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
    >
      <div ref={stageRef} className={classes.stage} />
      {webgl ? (
        <ul className="visually-hidden">
          {items.map((item, index) => (
            <li key={index}>{item.text || item.alt}</li>
          ))}
        </ul>
      ) : (
        <ul className={classes.list}>
          {items.map((item, index) => (
            <li key={index} className={classes.card}>
              <img src={item.image} alt={item.alt} width={560} height={720} loading="lazy" />
              {item.text && <span className={classes.caption}>{item.text}</span>}
            </li>
          ))}
        </ul>
      )}
      {webgl && (
        <p className={classes.hint} aria-hidden="true">
          <Trans>Drag, scroll or use the arrow keys</Trans>
        </p>
      )}
    </div>
  );
}
