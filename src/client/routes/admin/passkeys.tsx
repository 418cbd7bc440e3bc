import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../components/admin';
import { PasskeyManager, passkeysQueryOptions } from '../../features/passkeys';

/** /admin/passkeys: the admin's own passkeys, their second factor. */
export const Route = createFileRoute('/admin/passkeys')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(passkeysQueryOptions());
  },
  component: AdminPasskeysPage,
});

function AdminPasskeysPage() {
  return (
    <AdminPage title="Passkeys" description="Sign in with your fingerprint, face or screen lock.">
      <PasskeyManager admin />
    </AdminPage>
  );
}
