import { AdminPage } from '../../../components/admin';
import type { CheckInsSearch } from '../lib/search';
import { PatientCheckIns } from './patient-check-ins';
import { ReviewQueue } from './review-queue';

/**
 * /admin/check-ins: the patients' photo check-ins waiting for the clinic's review, oldest first;
 * `?patient=` shows one patient's check-ins over time instead, any two side by side.
 */
export function CheckInsPage({ search }: { search: CheckInsSearch }) {
  return (
    <AdminPage
      title="Check-ins"
      description="Photos patients send of their aligners: review them, oldest first."
    >
      {search.patient ? (
        <PatientCheckIns key={search.patient} patientId={search.patient} />
      ) : (
        <ReviewQueue />
      )}
    </AdminPage>
  );
}
