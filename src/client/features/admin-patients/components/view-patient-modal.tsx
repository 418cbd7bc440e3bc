import { Anchor, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import {
  AdminModal,
  AlignerSwitchList,
  OpenErasureRequest,
  WhatsAppRecentMessages,
} from '../../../components/admin';
import type { Patient } from '../../../../shared/api-types';
import { NfcTags } from './nfc-tags';
import { PatientDetails } from './patient-details';
import { PatientHistory } from './patient-history';
import { PatientTimelineList } from './patient-timeline-list';

interface ViewPatientModalProps {
  patient: Patient | null;
  onClose: () => void;
}

/**
 * Everything about one patient: fields, plan figures, their latest WhatsApp messages, timeline,
 * switches, the tags' addresses and the history of their record.
 */
export function ViewPatientModal({ patient, onClose }: ViewPatientModalProps) {
  // Everything held about the patient, as they would get it themselves (tapalign-data.zip).
  const download = useMutation({
    mutationFn: (id: string) => apiDownload(`/users/${id}/export`),
    onSuccess: (blob) => saveFile(blob, 'tapalign-data.zip'),
  });
  return (
    <AdminModal
      opened={patient !== null}
      onClose={onClose}
      title={patient ? `Patient details: ${patient.name}` : 'Patient details'}
      size="xl"
    >
      {patient && (
        <Stack gap="md">
          <OpenErasureRequest patientId={patient._id} />
          <PatientDetails patient={patient} />
          <Group gap="md">
            <Anchor
              w="fit-content"
              renderRoot={(props) => (
                <Link {...props} to="/admin/check-ins" search={{ patient: patient._id }} />
              )}
            >
              Photo check-ins
            </Anchor>
            <Button
              size="compact-sm"
              variant="default"
              loading={download.isPending}
              onClick={() => download.mutate(patient._id)}
            >
              Download data
            </Button>
          </Group>
          <Divider />
          <Title order={2} fz="lg">
            WhatsApp
          </Title>
          <WhatsAppRecentMessages phone={patient.phone} />
          <Divider />
          <Title order={2} fz="lg">
            Timeline
          </Title>
          <PatientTimelineList patientId={patient._id} />
          <Divider />
          <Title order={2} fz="lg">
            Aligner switches
          </Title>
          <AlignerSwitchList patientId={patient._id} />
          <Divider />
          <Title order={2} fz="lg">
            NFC tag addresses
          </Title>
          <NfcTags aligners={patient.aligners} />
          <Divider />
          <Title order={2} fz="lg">
            History
          </Title>
          <PatientHistory patientId={patient._id} />
        </Stack>
      )}
    </AdminModal>
  );
}
