import { useLingui } from '@lingui/react/macro';
import { CARE_STEPS } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './care-timeline.module.css';

/** Section 6: the four stages of care, as a timeline. */
export function CareTimeline() {
  const { i18n, t } = useLingui();
  return (
    <Section name="care-timeline" labelledBy="care-title" tone="sand">
      <SectionHeading
        id="care-title"
        eyebrow={t`Expert care`}
        title={t`Looked after from first visit to final smile`}
        lead={t`Orthodontists guide every stage of your treatment, in the clinic and from afar.`}
      />
      <ol className={classes.timeline}>
        {CARE_STEPS.map((step, index) => (
          <li key={index} className={classes.item}>
            <span className={classes.dot} aria-hidden="true">
              {index + 1}
            </span>
            <div className={classes.body}>
              <h3 className={classes.title}>{i18n._(step.title)}</h3>
              <p className={classes.text}>{i18n._(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
