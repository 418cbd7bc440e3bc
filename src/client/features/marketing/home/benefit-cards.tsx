import { useLingui } from '@lingui/react/macro';
import { ClockIcon, HeartIcon, SparkIcon } from '../../../components/icons';
import { BENEFITS } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './benefit-cards.module.css';

const ICONS = { spark: SparkIcon, heart: HeartIcon, clock: ClockIcon };

/** Section 2: the three benefit cards. */
export function BenefitCards() {
  const { i18n, t } = useLingui();
  return (
    <Section name="benefits" labelledBy="benefits-title" deferRendering={false}>
      <SectionHeading
        id="benefits-title"
        eyebrow={t`Why clear aligners`}
        title={t`Straighter teeth that fit your life`}
      />
      <ul className={classes.grid}>
        {BENEFITS.map((benefit) => {
          const Icon = ICONS[benefit.icon];
          return (
            <li key={benefit.icon} className={classes.card}>
              <span className={classes.icon}>
                <Icon size={26} />
              </span>
              <h3 className={classes.title}>{i18n._(benefit.title)}</h3>
              <p className={classes.text}>{i18n._(benefit.text)}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
