import { lazy, Suspense, useState } from 'react';
import { Button, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useAuthToken } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { GreetingButton } from './greeting-button';
import { HEADER_LINKS } from './nav-links';
import classes from './public-header.module.css';

// The dropdown (Mantine Menu and its positioning code) only loads for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The public header: navigation from the md breakpoint up, the drawer menu below it. */
export function PublicHeader() {
  const token = useAuthToken();
  const { data: user } = useCurrentUser();
  // A click on the greeting before the menu's code arrived opens it once it has.
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Link to="/" className={classes.home}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          {HEADER_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={classes.link}
              activeOptions={{ exact: link.to === '/' }}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={classes.actions}>
          {token ? (
            <Suspense
              fallback={<GreetingButton user={user} onClick={() => setMenuRequested(true)} />}
            >
              <UserMenu user={user} defaultOpened={menuRequested} />
            </Suspense>
          ) : (
            <Button component={Link} to="/login" className={classes.login}>
              Login
            </Button>
          )}
          <MobileMenu signedIn={Boolean(token)} user={user} />
        </div>
      </Container>
    </header>
  );
}
