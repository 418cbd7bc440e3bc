import { Button, Container } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { BRAND } from '../../../../shared/constants';
import classes from './about.module.css';
import { imageIn } from '../../../lib/localized-image';

export function AboutHero() {
  const { i18n, t } = useLingui();
  return (
    <section data-section="about-hero" aria-labelledby="about-title" className={classes.hero}>
      <Container className={classes.heroGrid}>
        <div>
          <p className={classes.eyebrow}>
            <Trans>About {BRAND}</Trans>
          </p>
          <h1 id="about-title" className={classes.title}>
            <Trans>Orthodontics, made simple enough to follow with a tap</Trans>
          </h1>
          <p className={classes.lead}>
            <Trans>
              We are a Mumbai clear-aligner clinic of orthodontists, lab technicians and engineers.
              We plan every treatment by hand, print every aligner in 3D and give every patient a
              dashboard that opens from their aligner case.
            </Trans>
          </p>
          <Button component={SiteLink} to="/contact" size="lg" mt="xl">
            <Trans>Talk to our team</Trans>
          </Button>
        </div>
        <img
          src={imageIn('/images/about/hero.svg', i18n.locale)}
          alt={t`An orthodontist shows a patient the 3D plan of her new smile on a tablet`}
          width={640}
          height={520}
          fetchPriority="high"
          className={classes.heroImage}
        />
      </Container>
    </section>
  );
}
