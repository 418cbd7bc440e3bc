import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../components/admin';
import { AddPatientForm } from '../../features/admin-patients';

export const Route = createFileRoute('/admin/add-user')({ component: AddUserRoute });

function AddUserRoute() {
  return (
    <AdminPage title="Add Patient" description="Register a patient and their treatment plan.">
      <AddPatientForm />
    </AdminPage>
  );
}
