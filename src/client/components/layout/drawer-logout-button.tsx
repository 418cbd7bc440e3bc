import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useLogout } from '../../hooks/use-logout';
import { LogoutIcon } from '../icons';

/** The drawer's Logout: signs out, goes to /login, then closes the drawer. */
export function DrawerLogoutButton({ onDone }: { onDone: () => void }) {
  const logout = useLogout({ to: '/login' });
  const onLogout = async () => {
    await logout.mutateAsync();
    onDone();
  };
  return (
    <Button
      variant="outline"
      color="red.8"
      leftSection={<LogoutIcon size={18} />}
      loading={logout.isPending}
      onClick={() => void onLogout()}
    >
      <Trans>Logout</Trans>
    </Button>
  );
}
