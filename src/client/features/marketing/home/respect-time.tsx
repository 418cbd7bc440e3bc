import { TIME_POINTS } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './respect-time.module.css';

/** Section 7: 'We Respect Your Time'. */
export function RespectTime() {
  return (
    <Section name="respect-time" labelledBy="time-title">
      <div className={classes.grid}>
        <div>
          <SectionHeading
            id="time-title"
            eyebrow="Less waiting, more smiling"
            title="We Respect Your Time"
            lead="No monthly tightening appointments and no long waits for moulds. Your scan is quick, your aligners ship fast and your progress is checked remotely, so the clinic fits around your life — not the other way round."
            align="start"
          />
          <dl className={classes.points}>
            {TIME_POINTS.map((point) => (
              <div key={point.label} className={classes.point}>
                <dt className={classes.value}>{point.value}</dt>
                <dd className={classes.label}>{point.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <LazyImage
          src="/images/home/respect-time.svg"
          alt="A calendar with one short clinic visit and a phone showing an aligner reminder"
          width={560}
          height={460}
          className={classes.image}
        />
      </div>
    </Section>
  );
}
