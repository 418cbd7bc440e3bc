import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation, useRouter, type LinkProps } from '@tanstack/react-router';
import { LogoutIcon } from '../../../components/icons';
import { useLogout } from '../../../hooks/use-logout';
import { ADMIN_LINKS } from '../lib/admin-links';
import { publicPageOf } from '../../../../shared/public-pages';

/**
 * The admin navigation. An entry whose page is not built yet shows disabled; Logout removes
 * the token first, then goes to the home page (docs/product-spec.md §2).
 */
export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const router = useRouter();
  const logout = useLogout({ to: '/' });
  const pathname = useLocation({ select: (location) => location.pathname });

  return (
    <Stack gap={4} component="nav" aria-label="Admin">
      {ADMIN_LINKS.map(({ label, to }) =>
        // The site's pages (the home page) load as pages.
        publicPageOf(to) ? (
          <NavLink key={to} label={label} component="a" href={to} />
        ) : to in router.routesByPath ? (
          <NavLink
            key={to}
            label={label}
            component={Link}
            to={to as LinkProps['to']}
            active={pathname === to}
            onClick={onNavigate}
          />
        ) : (
          <NavLink
            key={to}
            label={label}
            component="button"
            disabled
            // Mantine fades disabled entries below WCAG AA contrast.
            styles={{ root: { opacity: 1, color: 'var(--mantine-color-gray-7)' } }}
          />
        ),
      )}
      <NavLink
        component="button"
        label="Logout"
        leftSection={<LogoutIcon size={18} />}
        onClick={() => logout.mutate()}
      />
    </Stack>
  );
}
