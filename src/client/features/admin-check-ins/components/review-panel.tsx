import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { sentAt } from '../lib/labels';
import { CheckInPhotos } from './check-in-photos';
import type { ZoomedPhoto } from './photo-zoom';
import { ReviewForm, type ReviewDraft } from './review-form';

interface ReviewPanelProps {
  checkIn: CheckIn;
  /** Its place in the queue: "2 of 7". */
  position: { index: number; total: number };
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  onSend: () => void;
  sending: boolean;
  missingStatus: boolean;
  onZoom: (zoomed: ZoomedPhoto) => void;
}

/** The selected check-in: who sent it and when, the note, the photos large, and the review. */
export const ReviewPanel = forwardRef<HTMLTextAreaElement, ReviewPanelProps>(function ReviewPanel(
  { checkIn, position, onZoom, ...form },
  commentRef,
) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby="review-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h3" id="review-title">
            {checkIn.patient.name} · aligner {checkIn.aligner}
          </Title>
          <Text size="sm" c="gray.7">
            {position.index + 1} of {position.total} waiting
          </Text>
        </Group>
        <Stack gap={4}>
          <Text size="sm">Sent {sentAt(checkIn)}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {checkIn.note ? `Note: ${checkIn.note}` : 'No note.'}
          </Text>
          <Anchor
            size="sm"
            w="fit-content"
            renderRoot={(props) => (
              <Link {...props} to="/admin/check-ins" search={{ patient: checkIn.patient._id }} />
            )}
          >
            All check-ins from {checkIn.patient.name}
          </Anchor>
        </Stack>
        <CheckInPhotos checkIn={checkIn} onZoom={onZoom} />
        <ReviewForm ref={commentRef} {...form} />
      </Stack>
    </Paper>
  );
});
