import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { NeedingActionCard, complianceQueryOptions } from '../../features/admin-compliance';
import { AdminDashboardPage, adminStatsQueryOptions } from '../../features/admin-dashboard';

export const Route = createFileRoute('/admin/dashboard')({
  // Starts the counts without holding the page: the cards show skeletons, a failure an alert.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminStatsQueryOptions());
    void context.queryClient.prefetchQuery(complianceQueryOptions());
  },
  component: AdminDashboard,
});

function AdminDashboard() {
  useDocumentTitle(`Admin dashboard · ${BRAND}`);
  return <AdminDashboardPage cards={<NeedingActionCard />} />;
}
