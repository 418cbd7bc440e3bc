import { useLingui } from '@lingui/react/macro';
import { BITE_STRIP_PER_PAGE, STRIP_SCROLL_SPEED } from '../constants';
import { BITE_PROBLEMS } from '../content/home-sections-content';
import { AutoScrollStrip } from '../motion/auto-scroll-strip';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './bite-strip.module.css';

/** Section 3: the six bite problems aligners correct, scrolling by themselves. */
export function BiteStrip() {
  const { i18n, t } = useLingui();
  return (
    <Section name="bite-problems" labelledBy="bite-title" tone="mint" deferRendering={false}>
      <SectionHeading
        id="bite-title"
        eyebrow={t`What we treat`}
        title={t`One solution for many smiles`}
        lead={t`Clear aligners gently correct the most common bite and spacing problems.`}
      />
      <AutoScrollStrip
        name="bite"
        label={t`Bite problems we treat`}
        items={BITE_PROBLEMS}
        itemKey={(problem) => problem.image}
        perPage={BITE_STRIP_PER_PAGE}
        speed={STRIP_SCROLL_SPEED}
        renderItem={(problem) => (
          <figure className={classes.card}>
            <LazyImage
              src={`/images/bite/${problem.image}.svg`}
              alt=""
              width={240}
              height={180}
              className={classes.image}
            />
            <figcaption>
              <span className={classes.name}>{i18n._(problem.name)}</span>
              <span className={classes.text}>{i18n._(problem.text)}</span>
            </figcaption>
          </figure>
        )}
      />
    </Section>
  );
}
