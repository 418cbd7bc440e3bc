import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { ArrowRightIcon } from '../../../components/icons';
import { Section } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './join-banner.module.css';

/** Section 13: the closing call to action. */
export function JoinBanner() {
  return (
    <Section name="join" labelledBy="join-title">
      <div className={classes.banner}>
        <div className={classes.copy}>
          <h2 id="join-title" className={classes.title}>
            <Trans>Ready for a smile you love?</Trans>
          </h2>
          <p className={classes.text}>
            <Trans>
              Join 1000+ users who straightened their teeth with clear aligners — and watched it
              happen with a tap.
            </Trans>
          </p>
        </div>
        <Button
          component={SiteLink}
          to="/contact"
          size="lg"
          color="coral.8"
          rightSection={<ArrowRightIcon size={18} />}
          className={classes.button}
        >
          <Trans>Join now</Trans>
        </Button>
        <LazyImage
          src="/images/home/join-smile.svg"
          alt=""
          width={320}
          height={260}
          className={classes.art}
        />
      </div>
    </Section>
  );
}
