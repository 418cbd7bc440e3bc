import type { CSSProperties, ReactNode } from 'react';
import { useHydrated } from '../../../components/use-hydrated';
import type { SlidesPerPage } from '../constants';
import { perPageCss } from './per-page-style';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useMarquee } from './use-marquee';
import classes from './auto-scroll-strip.module.css';

interface AutoScrollStripProps<T> {
  /** Names the strip for its per-page CSS and for tests (`data-strip`). */
  name: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  perPage: SlidesPerPage;
  speed: number;
  gap?: string;
  label: string;
  /**
   * The name of the strip standing still (reduced motion), a scrollable region: `label` unless
   * several strips share one, as landmarks must be told apart.
   */
  regionLabel?: string;
}

/**
 * A row of cards that scrolls by itself, seamlessly (the items are followed by an
 * `aria-hidden`, inert copy). With reduced motion it stands still and scrolls by hand.
 */
export function AutoScrollStrip<T>(props: AutoScrollStripProps<T>) {
  const { name, items, itemKey, renderItem, perPage, speed, gap = '1rem', label } = props;
  const regionLabel = props.regionLabel ?? label;
  const reducedMotion = usePrefersReducedMotion();
  // The copy that makes the loop seamless is only added in the browser, once it will move:
  // the prerendered page stays lighter.
  const looping = useHydrated() && !reducedMotion;
  const trackRef = useMarquee<HTMLUListElement>({
    speed,
    count: items.length,
    enabled: looping,
  });

  return (
    <div
      className={classes.viewport}
      data-strip={name}
      data-static={reducedMotion || undefined}
      style={{ '--strip-gap': gap } as CSSProperties}
      // Standing still, the strip scrolls by hand: it must be reachable by keyboard.
      {...(reducedMotion ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel } : {})}
    >
      <style>{perPageCss(name, perPage)}</style>
      <ul ref={trackRef} className={classes.track} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={classes.item}>
            {renderItem(item)}
          </li>
        ))}
        {items.map((item) => (
          <li
            key={`copy-${itemKey(item)}`}
            className={classes.item}
            data-copy
            aria-hidden="true"
            inert
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
