import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Job } from '../../../../shared/api-types';
import { useHiddenPageBehind } from '../../../hooks/use-hidden-page-behind';
import { ApplicationForm } from './application-form';
import { DiscardConfirm } from './discard-confirm';

interface ApplyDialogProps {
  jobs: Job[];
  /** The job whose 'Apply Now' was pressed; null when the dialog is closed. */
  job: Job | null;
  onClose: () => void;
}

/**
 * The application dialog; full screen on phones so the keyboard never hides the form. Built
 * from Modal's parts so its header is not a second page banner for screen readers.
 */
export function ApplyDialog({ jobs, job, onClose }: ApplyDialogProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  useHiddenPageBehind(job !== null && isPhone);
  const close = () => {
    setConfirming(false);
    setDirty(false);
    onClose();
  };
  // Typed data is not thrown away by a stray tap outside, Escape or the close button. The
  // question opens after the event that asked: the Escape that closes this dialog would
  // otherwise reach the question's own Escape listener too, and close it at once.
  const requestClose = () => (dirty ? window.setTimeout(() => setConfirming(true)) : close());

  return (
    <>
      <Modal.Root
        opened={job !== null}
        onClose={requestClose}
        fullScreen={isPhone}
        size="lg"
        radius="lg"
        centered
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header role="presentation">
            <Modal.Title fw={800} fz="xl">
              <Trans>Apply Now</Trans>
            </Modal.Title>
            <Modal.CloseButton aria-label={t`Close`} />
          </Modal.Header>
          <Modal.Body>
            {job && (
              <>
                <Text c="gray.7" size="sm" mb="md">
                  <Trans>
                    Tell us about yourself and attach your resume. We read every application.
                  </Trans>
                </Text>
                <ApplicationForm
                  key={job._id}
                  jobs={jobs}
                  jobId={job._id}
                  onSent={close}
                  onDirtyChange={onDirtyChange}
                />
              </>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <DiscardConfirm opened={confirming} onKeep={() => setConfirming(false)} onDiscard={close} />
    </>
  );
}
