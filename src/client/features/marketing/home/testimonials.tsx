import { useLingui } from '@lingui/react/macro';
import { StarIcon } from '../../../components/icons';
import { STRIP_SCROLL_SPEED, TESTIMONIALS_GAP, TESTIMONIALS_PER_PAGE } from '../constants';
import { TESTIMONIALS, type Testimonial } from '../content/testimonials';
import { AutoScrollStrip } from '../motion/auto-scroll-strip';
import { Section, SectionHeading } from '../ui/section';
import classes from './testimonials.module.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { i18n, t } = useLingui();
  return (
    <figure className={classes.card}>
      <span className={classes.stars} role="img" aria-label={t`Rated 5 out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} size={16} />
        ))}
      </span>
      <blockquote className={classes.quote}>“{i18n._(testimonial.review)}”</blockquote>
      <figcaption className={classes.person}>
        <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" />
        <span>
          <span className={classes.name}>{testimonial.name}</span>
          <span className={classes.profession}>{i18n._(testimonial.profession)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const HALF = Math.ceil(TESTIMONIALS.length / 2);

/**
 * Section 11: ten testimonials in two rows scrolling opposite ways (docs/product-spec.md §9: ±0.4).
 */
export function Testimonials() {
  const { t } = useLingui();
  const rows = [
    {
      name: 'testimonials-forward',
      items: TESTIMONIALS.slice(0, HALF),
      speed: STRIP_SCROLL_SPEED,
      regionLabel: t`What our patients say, row 1 of 2`,
    },
    {
      name: 'testimonials-reverse',
      items: TESTIMONIALS.slice(HALF),
      speed: -STRIP_SCROLL_SPEED,
      regionLabel: t`What our patients say, row 2 of 2`,
    },
  ];
  return (
    <Section name="testimonials" labelledBy="testimonials-title" tone="sand" bleed>
      <div className={classes.heading}>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t`Real smiles`}
          title={t`All of our 100+ clients are happy`}
          lead={t`Here is what a few of them say about their treatment.`}
        />
      </div>
      <div className={classes.rows}>
        {rows.map((row) => (
          <AutoScrollStrip
            key={row.name}
            name={row.name}
            label={t`What our patients say`}
            regionLabel={row.regionLabel}
            items={row.items}
            itemKey={(testimonial) => testimonial.name}
            perPage={TESTIMONIALS_PER_PAGE}
            speed={row.speed}
            gap={TESTIMONIALS_GAP}
            renderItem={(t) => <TestimonialCard testimonial={t} />}
          />
        ))}
      </div>
    </Section>
  );
}
