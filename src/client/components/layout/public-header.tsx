import { lazy, Suspense, useState } from 'react';
import { Button, Container } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../site/site-link';
import { useSession } from '../site/session-context';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { GreetingButton } from './greeting-button';
import { LanguageSwitcher } from './language-switcher';
import { HEADER_LINKS } from './nav-links';
import classes from './public-header.module.css';

// The dropdown (Mantine Menu and its positioning code) only loads for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The public header: navigation from the md breakpoint up, the drawer menu below it; the
 * language switcher at every width.
 */
export function PublicHeader() {
  const { signedIn, user } = useSession();
  const { t, i18n } = useLingui();
  // A click on the greeting before the menu's code arrived opens it once it has.
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <SiteLink to="/" className={classes.home}>
          <BrandLogo />
        </SiteLink>
        <nav aria-label={t`Main`} className={classes.nav}>
          {HEADER_LINKS.map((link) => (
            <SiteLink key={link.to} to={link.to} className={classes.link} exact={link.to === '/'}>
              {i18n._(link.label)}
            </SiteLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <LanguageSwitcher className={classes.language} />
          {signedIn ? (
            <Suspense
              fallback={<GreetingButton user={user} onClick={() => setMenuRequested(true)} />}
            >
              <UserMenu user={user} defaultOpened={menuRequested} />
            </Suspense>
          ) : (
            <Button component={SiteLink} to="/login" className={classes.login}>
              <Trans>Login</Trans>
            </Button>
          )}
          <MobileMenu signedIn={signedIn} user={user} />
        </div>
      </Container>
    </header>
  );
}
