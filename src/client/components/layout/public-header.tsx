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

// The dropdown (Mantine Menu and its positioning code) loads when a signed-in visitor opens it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The public header: navigation from the md breakpoint up, the drawer menu below it; the
 * language switcher at every width.
 */
export function PublicHeader() {
  const { signedIn, user } = useSession();
  const { t, i18n } = useLingui();
  // The menu's code is asked for at the greeting's first press, and the menu then opens: a page
  // drawn signed in (the dashboard the server draws) hydrates with the plain greeting.
  const [menuRequested, setMenuRequested] = useState(false);
  const greeting = <GreetingButton user={user} onClick={() => setMenuRequested(true)} />;

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
          {signedIn && !menuRequested && greeting}
          {signedIn && menuRequested && (
            <Suspense fallback={greeting}>
              <UserMenu user={user} defaultOpened />
            </Suspense>
          )}
          {!signedIn && (
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
