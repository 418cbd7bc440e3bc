import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { STATS } from '../constants';
import { useCountUp } from '../motion/use-count-up';
import { usePrefersReducedMotion } from '../motion/use-reduced-motion';
import { useSeen } from '../motion/use-seen';
import { Section } from '../ui/section';
import classes from './stats-band.module.css';

type Stat = (typeof STATS)[number];

function StatFigure({
  stat,
  running,
  animate,
}: {
  stat: Stat;
  running: boolean;
  animate: boolean;
}) {
  const value = useCountUp({ ...stat, running, enabled: animate });
  const { i18n } = useLingui();
  return (
    <div className={classes.stat}>
      <dt className={classes.label}>{i18n._(stat.label)}</dt>
      <dd className={classes.value}>
        <span aria-hidden="true" data-stat-value>
          {value}
          {stat.suffix}
        </span>
        <span className="visually-hidden">
          {stat.to}
          {stat.suffix}
        </span>
      </dd>
    </div>
  );
}

/** Section 12: the statistics band; each figure counts up once it is on screen. */
export function StatsBand() {
  const { ref, seen } = useSeen<HTMLDListElement>();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Section name="stats" labelledBy="stats-title" className={classes.band}>
      <h2 id="stats-title" className="visually-hidden">
        <Trans>Our results in numbers</Trans>
      </h2>
      <dl ref={ref} className={classes.grid} data-counting={seen ? 'true' : undefined}>
        {STATS.map((stat) => (
          <StatFigure key={stat.to} stat={stat} running={seen} animate={!reducedMotion} />
        ))}
      </dl>
    </Section>
  );
}
