import '../../../components/admin/admin-styles';
import type { ReactNode } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { BRAND } from '../../../../shared/constants';
import { AdminSidebar } from './admin-sidebar';

/** The admin frame: a sidebar on wide screens, a menu button below the medium breakpoint. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint a closed menu is only moved off screen: hide it from focus and readers.
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const hidden = narrow && !opened;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? 'Close admin menu' : 'Open admin menu'}
          />
          <Text fw={800} fz="lg" c="brand.8">
            {BRAND} Admin
          </Text>
        </Group>
      </AppShell.Header>
      {/* Scrolls on its own: on a short screen the menu's last entries (Logout) stay reachable. */}
      <AppShell.Navbar
        p="sm"
        style={{ overflowY: 'auto', ...(hidden ? { visibility: 'hidden' } : {}) }}
      >
        <AdminSidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
