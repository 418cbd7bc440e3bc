import { Text } from '@mantine/core';
import type { Patient } from '../../../../shared/api-types';
import { adminSuccess, ConfirmModal } from '../../../components/admin';
import { useDeletePatient } from '../api/patient-mutations';

interface DeletePatientModalProps {
  patient: Patient | null;
  onClose: () => void;
}

/** Asks before deleting a patient with everything of theirs (docs/product-spec.md §8 messages). */
export function DeletePatientModal({ patient, onClose }: DeletePatientModalProps) {
  const remove = useDeletePatient();
  const confirm = () => {
    if (!patient) return;
    remove.mutate(patient._id, {
      onSuccess: () => {
        adminSuccess('User deleted successfully.');
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={patient !== null}
      title="Delete patient"
      confirmLabel="Delete"
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        Delete <strong>{patient?.name}</strong>? Their plan, issues and sign-ins are removed too.
        This cannot be undone.
      </Text>
    </ConfirmModal>
  );
}
