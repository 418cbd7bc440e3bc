import { Container } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { BRAND, CLINIC_CONTACT, CLINIC_PHONE_HREF } from '../../../shared/constants';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon } from '../icons';
import { SiteLink } from '../site/site-link';
import { BrandLogo } from './brand-logo';
import { CopyrightYear } from './copyright-year';
import { FOOTER_LINKS } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import classes from './public-footer.module.css';

/** Placeholders until the clinic opens these pages (docs/product-spec.md §2 "Footer"). */
const COMING_SOON = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
];

/** The public footer (docs/product-spec.md §2 "Footer"). */
export function PublicFooter() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <footer className={classes.footer}>
      <Container className={classes.grid}>
        <div className={classes.about}>
          <BrandLogo inverted />
          <p className={classes.blurb}>
            <Trans>
              Clear aligners planned by orthodontists, printed in 3D and tracked with a tap of your
              phone.
            </Trans>
          </p>
          <ul className={classes.social} aria-label={t`Social media`}>
            <li>
              <a href={CLINIC_CONTACT.instagram} rel="noopener noreferrer" target="_blank">
                <InstagramIcon />
                <span className="visually-hidden">
                  <Trans>Instagram (opens in a new tab)</Trans>
                </span>
              </a>
            </li>
            {COMING_SOON.map(({ name, Icon }) => (
              <li key={name}>
                <a role="link" aria-disabled="true">
                  <Icon />
                  <span className="visually-hidden">
                    <Trans>{name} (coming soon)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={classes.heading}>
            <Trans>Quick links</Trans>
          </h2>
          <ul className={classes.list}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={classes.link}>
                  {i18n._(link.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={classes.heading}>
            <Trans>Contact</Trans>
          </h2>
          <ul className={classes.list}>
            <li className={classes.contact}>
              <PinIcon />
              <address>{CLINIC_CONTACT.address}</address>
            </li>
            <li className={classes.contact}>
              <PhoneIcon />
              <a href={CLINIC_PHONE_HREF} className={classes.link}>
                {CLINIC_CONTACT.phone}
              </a>
            </li>
            <li className={classes.contact}>
              <MailIcon />
              <a href={`mailto:${CLINIC_CONTACT.email}`} className={classes.link}>
                {CLINIC_CONTACT.email}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={classes.heading}>
            <Trans>Newsletter</Trans>
          </h2>
          <p className={classes.blurb}>
            <Trans>Smile tips, clinic news and offers. No spam, ever.</Trans>
          </p>
          <NewsletterForm />
        </div>
      </Container>

      <Container className={classes.bottom}>
        <p>
          <Trans>
            © <CopyrightYear /> {BRAND}. All rights reserved.
          </Trans>
        </p>
        <p className={classes.legal}>
          {/* The spec gives this link no destination yet: a disabled placeholder link. */}
          <a role="link" aria-disabled="true" className={classes.legalLink}>
            <Trans>Terms &amp; Conditions</Trans>
          </a>
          <SiteLink to="/privacy" className={`${classes.link} ${classes.legalLink}`}>
            <Trans>Privacy Policy</Trans>
          </SiteLink>
        </p>
      </Container>
    </footer>
  );
}
