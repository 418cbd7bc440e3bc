import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin-dashboard';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { requireRole } from '../../features/auth';
import { AdminPasskeyBanner } from '../../features/passkeys';
import { useSignedOutRedirect } from '../../hooks/use-signed-out-redirect';

/**
 * /admin (docs/product-spec.md §2): role admin only — no token goes to /login, any other role to /.
 * Its pages are split into their own chunks, fetched only when an admin opens them.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: (args) => requireRole(args, ['admin']),
  pendingComponent: FullScreenLoader,
  component: AdminLayout,
});

function AdminLayout() {
  const signedIn = useSignedOutRedirect();
  if (!signedIn) return <FullScreenLoader />;
  return (
    <AdminShell>
      <AdminPasskeyBanner />
      <Outlet />
    </AdminShell>
  );
}
