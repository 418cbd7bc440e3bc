import { JOURNEY_STEPS } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './journey-steps.module.css';

/** Section 4: scan and preview, tailored plan, shipping, wear and track. */
export function JourneySteps() {
  return (
    <Section name="journey" labelledBy="journey-title" id="journey">
      <SectionHeading
        id="journey-title"
        eyebrow="How it works"
        title="Your smile in four simple steps"
        lead="From the first scan to your final aligner, every step is planned, shipped and tracked for you."
      />
      <ol className={classes.steps}>
        {JOURNEY_STEPS.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <LazyImage src={step.image} alt="" width={320} height={240} className={classes.image} />
            <span className={classes.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={classes.title}>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={classes.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
