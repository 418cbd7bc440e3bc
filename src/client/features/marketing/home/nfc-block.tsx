import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { CheckIcon } from '../../../components/icons';
import { NFC_POINTS } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './nfc-block.module.css';
import { imageIn } from '../../../lib/localized-image';

/** Section 5: the NFC chip in the aligner case that opens the patient's dashboard. */
export function NfcBlock() {
  const { i18n, t } = useLingui();
  return (
    <Section name="nfc" labelledBy="nfc-title" tone="ink" className={classes.band}>
      <div className={classes.grid}>
        <LazyImage
          src={imageIn('/images/nfc/nfc-tap.svg', i18n.locale)}
          alt={t`A phone held over an aligner case shows the dashboard: aligner 8 of 20, 40% done`}
          width={560}
          height={480}
          className={classes.image}
        />
        <div>
          <SectionHeading
            id="nfc-title"
            eyebrow={t`NFC smart case`}
            title={t`Tap your case. See your progress.`}
            lead={t`Every aligner case carries an NFC chip. Hold your phone to it and your personal dashboard opens — no app, no password to remember.`}
            align="start"
            inverted
          />
          <ul className={classes.points}>
            {NFC_POINTS.map((point) => (
              <li key={point.id}>
                <span className={classes.check}>
                  <CheckIcon size={16} />
                </span>
                {i18n._(point)}
              </li>
            ))}
          </ul>
          <Button component={SiteLink} to="/dashboard" size="md" color="coral.8" mt="xl">
            <Trans>Open my dashboard</Trans>
          </Button>
        </div>
      </div>
    </Section>
  );
}
