import { useLingui } from '@lingui/react/macro';
import { TIME_POINTS } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './respect-time.module.css';
import { imageIn } from '../../../lib/localized-image';

/** Section 7: 'We Respect Your Time'. */
export function RespectTime() {
  const { i18n, t } = useLingui();
  return (
    <Section name="respect-time" labelledBy="time-title">
      <div className={classes.grid}>
        <div>
          <SectionHeading
            id="time-title"
            eyebrow={t`Less waiting, more smiling`}
            title={t`We Respect Your Time`}
            lead={t`No monthly tightening appointments and no long waits for moulds. Your scan is quick, your aligners ship fast and your progress is checked remotely, so the clinic fits around your life — not the other way round.`}
            align="start"
          />
          <dl className={classes.points}>
            {TIME_POINTS.map((point, index) => (
              <div key={index} className={classes.point}>
                <dt className={classes.value}>{i18n._(point.value)}</dt>
                <dd className={classes.label}>{i18n._(point.label)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <LazyImage
          src={imageIn('/images/home/respect-time.svg', i18n.locale)}
          alt={t`A calendar with one short clinic visit and a phone showing an aligner reminder`}
          width={560}
          height={460}
          className={classes.image}
        />
      </div>
    </Section>
  );
}
