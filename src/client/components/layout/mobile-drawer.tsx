import { Avatar, Button, Drawer, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import type { CurrentUser } from '../../../shared/api-types';
import { DashboardIcon, KeyIcon, LoginIcon } from '../icons';
import { SiteLink } from '../site/site-link';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import {
  avatarFor,
  DASHBOARD_LABELS,
  dashboardLinkFor,
  firstName,
  HEADER_LINKS,
  passkeysLinkFor,
  UNNAMED_USER,
} from './nav-links';
import classes from './mobile-drawer.module.css';

// Signing out needs the full app (queries, router): its button only loads for a signed-in
// visitor, whom the site island never serves.
const LogoutButton = lazy(() =>
  import('./drawer-logout-button').then((m) => ({ default: m.DrawerLogoutButton })),
);

interface MobileDrawerProps {
  opened: boolean;
  /** Escape, the close button or the overlay. */
  onDismiss: () => void;
  /** A link or button in it was used. */
  onClose: () => void;
  /** Its closing has ended: it is off the screen. */
  onClosed: () => void;
  signedIn: boolean;
  user: CurrentUser | null | undefined;
}

/**
 * While the drawer is open the page behind it (header, main content and footer) is inert:
 * hidden from assistive technology and pointer/keyboard use, as behind any modal dialog.
 */
function usePageInertWhile(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const behind = [...document.querySelectorAll<HTMLElement>('#root header, #main, #root footer')];
    for (const element of behind) element.inert = true;
    return () => {
      for (const element of behind) element.inert = false;
    };
  }, [active]);
}

/**
 * The drawer menu (docs/product-spec.md §2): avatar by gender, the links, Login or Logout, the
 * dashboard, and the account's passkeys once signed in.
 */
export function MobileDrawer({
  opened,
  onDismiss,
  onClose,
  onClosed,
  signedIn,
  user,
}: MobileDrawerProps) {
  const dashboard = dashboardLinkFor(user);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const name = firstName(user, i18n._(UNNAMED_USER));
  usePageInertWhile(opened);

  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onDismiss}
      onExitTransitionEnd={onClosed}
      position="right"
      size="min(340px, 88vw)"
      title={<BrandLogo />}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
      classNames={{ body: classes.body }}
      // Mantine draws the drawer's title bar as <header>: not a second banner landmark.
      attributes={{ header: { role: 'none' } }}
    >
      <div className={classes.profile}>
        <Avatar src={avatarFor(signedIn ? user : null)} alt="" size={64} radius="xl" />
        <div>
          <Text fw={700} size="lg">
            {signedIn ? t`Hi, ${name}` : t`Let's get started!`}
          </Text>
          <Text size="sm" c="ink.6">
            {signedIn ? t`Your smile journey is one tap away.` : t`Track your aligners with a tap.`}
          </Text>
        </div>
      </div>
      <nav aria-label={t`Menu`}>
        <ul className={classes.links}>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <SiteLink
                to={link.to}
                className={classes.link}
                exact={link.to === '/'}
                onClick={onClose}
              >
                {i18n._(link.label)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <Stack gap="sm" className={classes.actions}>
        <Button
          component={SiteLink}
          to={dashboard.to}
          variant="light"
          leftSection={<DashboardIcon size={18} />}
          onClick={onClose}
        >
          {i18n._(DASHBOARD_LABELS[dashboard.to])}
        </Button>
        {signedIn && (
          <Button
            component={SiteLink}
            to={passkeysLinkFor(user)}
            variant="light"
            leftSection={<KeyIcon size={18} />}
            onClick={onClose}
          >
            <Trans>Passkeys</Trans>
          </Button>
        )}
        {signedIn ? (
          <Suspense fallback={null}>
            <LogoutButton onDone={onClose} />
          </Suspense>
        ) : (
          <Button
            component={SiteLink}
            to="/login"
            leftSection={<LoginIcon size={18} />}
            onClick={onClose}
          >
            <Trans>Login</Trans>
          </Button>
        )}
        <LanguageSwitcher />
      </Stack>
    </Drawer>
  );
}
