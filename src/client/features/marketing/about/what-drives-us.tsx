import { useLingui } from '@lingui/react/macro';
import { DRIVES_US } from '../content/about-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './about.module.css';

export function WhatDrivesUs() {
  const { i18n, t } = useLingui();
  return (
    <Section name="what-drives-us" labelledBy="drives-title" tone="sand">
      <div className={classes.split}>
        <LazyImage
          src="/images/about/drives.svg"
          alt={t`Clinicians and engineers reviewing an aligner plan together`}
          width={560}
          height={460}
          className={classes.splitImage}
        />
        <div>
          <SectionHeading
            id="drives-title"
            eyebrow={t`Our purpose`}
            title={t`What Drives Us`}
            lead={t`Too many people put off straightening their teeth because braces feel slow, painful or out of reach. We started to change that.`}
            align="start"
          />
          <ul className={classes.values}>
            {DRIVES_US.map((value) => (
              <li key={value.key}>
                <h3 className={classes.valueTitle}>{i18n._(value.title)}</h3>
                <p className={classes.valueText}>{i18n._(value.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
