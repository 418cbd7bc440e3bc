import { CARE_STEPS } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './care-timeline.module.css';

/** Section 6: the four stages of care, as a timeline. */
export function CareTimeline() {
  return (
    <Section name="care-timeline" labelledBy="care-title" tone="sand">
      <SectionHeading
        id="care-title"
        eyebrow="Expert care"
        title="Looked after from first visit to final smile"
        lead="Orthodontists guide every stage of your treatment, in the clinic and from afar."
      />
      <ol className={classes.timeline}>
        {CARE_STEPS.map((step, index) => (
          <li key={step.title} className={classes.item}>
            <span className={classes.dot} aria-hidden="true">
              {index + 1}
            </span>
            <div className={classes.body}>
              <h3 className={classes.title}>{step.title}</h3>
              <p className={classes.text}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
