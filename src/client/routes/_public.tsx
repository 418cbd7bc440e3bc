import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell';

/** The public pages' layout: header, the page inside <main>, footer. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
