import { useLingui } from '@lingui/react/macro';
import { JOURNEY_STEPS } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './journey-steps.module.css';
import { imageIn } from '../../../lib/localized-image';

/** Section 4: scan and preview, tailored plan, shipping, wear and track. */
export function JourneySteps() {
  const { i18n, t } = useLingui();
  return (
    <Section name="journey" labelledBy="journey-title" id="journey">
      <SectionHeading
        id="journey-title"
        eyebrow={t`How it works`}
        title={t`Your smile in four simple steps`}
        lead={t`From the first scan to your final aligner, every step is planned, shipped and tracked for you.`}
      />
      <ol className={classes.steps}>
        {JOURNEY_STEPS.map((step, index) => {
          const number = index + 1;
          return (
            <li key={step.image} className={classes.step}>
              <LazyImage
                src={imageIn(step.image, i18n.locale)}
                alt=""
                width={320}
                height={240}
                className={classes.image}
              />
              <span className={classes.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={classes.title}>
                <span className="visually-hidden">{t`Step ${number}:`} </span>
                {i18n._(step.title)}
              </h3>
              <p className={classes.text}>{i18n._(step.text)}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
