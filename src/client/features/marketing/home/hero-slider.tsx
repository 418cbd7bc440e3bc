import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { useHydrated } from '../../../components/use-hydrated';
import { HERO_MOBILE_MAX_WIDTH_PX, HERO_SLIDE_MS } from '../constants';
import { HERO_SLIDES } from '../content/home-content';
import { TESTIMONIALS } from '../content/testimonials';
import { usePrefersReducedMotion } from '../motion/use-reduced-motion';
import { useLoopingSlides } from './use-looping-slides';
import classes from './hero-slider.module.css';
import { imageIn } from '../../../lib/localized-image';

const MOBILE_MEDIA = `(max-width: ${HERO_MOBILE_MAX_WIDTH_PX}px)`;
// The first slide again at the end, so the loop always moves forwards.
const TRACK = [...HERO_SLIDES, HERO_SLIDES[0]];

/**
 * Section 1: two full-width slides looping every 4 s, one per view, no arrows, dots or
 * pause on hover (docs/product-spec.md §4); small screens get their own artwork. The first image is
 * the page's largest paint: eager, high priority, with its size set.
 */
export function HeroSlider() {
  const { i18n } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const slides = useLoopingSlides(HERO_SLIDES.length, HERO_SLIDE_MS, !reducedMotion);
  // The other slides' artwork loads once the page is running, not during its first load.
  const showAll = useHydrated();

  return (
    <section data-section="hero" aria-labelledby="hero-title" className={classes.hero}>
      <div className={classes.viewport}>
        <div
          className={classes.track}
          data-active-slide={slides.active}
          data-animate={slides.animate || undefined}
          style={{ transform: `translateX(-${slides.position * 100}%)` }}
          onTransitionEnd={(event) => event.target === event.currentTarget && slides.onSettled()}
        >
          {TRACK.map((slide, index) => {
            const first = index === 0;
            const shown = first || showAll;
            return (
              <div
                key={index}
                className={classes.slide}
                aria-hidden={index !== slides.position || undefined}
              >
                <picture>
                  <source
                    media={MOBILE_MEDIA}
                    srcSet={shown ? imageIn(slide.mobile, i18n.locale) : undefined}
                    width={720}
                    height={760}
                  />
                  <img
                    src={shown ? imageIn(slide.desktop, i18n.locale) : undefined}
                    alt={index === TRACK.length - 1 ? '' : i18n._(slide.alt)}
                    width={1440}
                    height={640}
                    className={classes.image}
                    fetchPriority={first ? 'high' : 'low'}
                    decoding="async"
                  />
                </picture>
              </div>
            );
          })}
        </div>
      </div>

      <div className={classes.copyWrap}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            <Trans>Clear aligners · NFC smart case</Trans>
          </p>
          <h1 id="hero-title" className={classes.title}>
            <Trans>
              A confident smile, <span className={classes.highlight}>tracked with a tap</span>
            </Trans>
          </h1>
          <p className={classes.lead}>
            <Trans>
              Orthodontist-planned clear aligners, 3D-printed and shipped within 4 working days. Tap
              your case to see exactly how far you have come.
            </Trans>
          </p>
          <div className={classes.actions}>
            <Button component={SiteLink} to="/contact" size="lg">
              <Trans>Book your scan</Trans>
            </Button>
            <Button
              component="a"
              href="#journey"
              size="lg"
              variant="white"
              className={classes.ghost}
            >
              <Trans>How it works</Trans>
            </Button>
          </div>
          <div className={classes.social}>
            <span className={classes.faces} aria-hidden="true">
              {TESTIMONIALS.slice(0, 3).map((t) => (
                <img key={t.image} src={t.image} alt="" width={36} height={36} />
              ))}
            </span>
            <span>
              <Trans>
                <strong>Join 1000+ users</strong> already smiling with us
              </Trans>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
