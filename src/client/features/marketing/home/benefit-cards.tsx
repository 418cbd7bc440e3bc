import { ClockIcon, HeartIcon, SparkIcon } from '../../../components/icons';
import { BENEFITS } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './benefit-cards.module.css';

const ICONS = { spark: SparkIcon, heart: HeartIcon, clock: ClockIcon };

/** Section 2: the three benefit cards. */
export function BenefitCards() {
  return (
    <Section name="benefits" labelledBy="benefits-title" deferRendering={false}>
      <SectionHeading
        id="benefits-title"
        eyebrow="Why clear aligners"
        title="Straighter teeth that fit your life"
      />
      <ul className={classes.grid}>
        {BENEFITS.map((benefit) => {
          const Icon = ICONS[benefit.icon];
          return (
            <li key={benefit.title} className={classes.card}>
              <span className={classes.icon}>
                <Icon size={26} />
              </span>
              <h3 className={classes.title}>{benefit.title}</h3>
              <p className={classes.text}>{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
