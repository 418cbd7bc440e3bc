import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { CurrentUser } from '../../../shared/api-types';
import { useLogout } from '../../hooks/use-logout';
import { SiteLink } from '../site/site-link';
import { DashboardIcon, KeyIcon, LogoutIcon } from '../icons';
import { GreetingButton } from './greeting-button';
import { DASHBOARD_LABELS, dashboardLinkFor, passkeysLinkFor } from './nav-links';
import classes from './user-menu.module.css';

/** The signed-in dropdown: the (admin) dashboard, Passkeys, and Logout, which goes to /login. */
interface UserMenuProps {
  user: CurrentUser | null | undefined;
  defaultOpened?: boolean;
}

export function UserMenu({ user, defaultOpened }: UserMenuProps) {
  const logout = useLogout({ to: '/login' });
  const dashboard = dashboardLinkFor(user);
  const { i18n } = useLingui();

  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      radius="md"
      withinPortal
      defaultOpened={defaultOpened}
      classNames={{ item: classes.item }}
    >
      <Menu.Target>
        <GreetingButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={SiteLink} to={dashboard.to} leftSection={<DashboardIcon size={18} />}>
          {i18n._(DASHBOARD_LABELS[dashboard.to])}
        </Menu.Item>
        <Menu.Item
          component={SiteLink}
          to={passkeysLinkFor(user)}
          leftSection={<KeyIcon size={18} />}
        >
          <Trans>Passkeys</Trans>
        </Menu.Item>
        <Menu.Item
          className={classes.logout}
          leftSection={<LogoutIcon size={18} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
