import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { adminSuccess } from '../../../components/admin';
import { QueryError } from '../../../components/query-error';
import { useReviewCheckIn, usePendingCheckIns } from '../api/check-ins';
import { useReviewShortcuts } from '../lib/shortcuts';
import { PendingQueue } from './pending-queue';
import { PhotoZoom, type ZoomedPhoto } from './photo-zoom';
import { ReviewPanel } from './review-panel';
import type { ReviewDraft } from './review-form';

const EMPTY_DRAFT: ReviewDraft = { status: null, comment: '' };

/** A draft belongs to the check-in it was written for. */
type DraftOf = ReviewDraft & { checkInId: string };

/** The check-in after `id` in the queue, or the one before when it was the last. */
function neighbourOf(queue: CheckIn[], id: string): string | undefined {
  const index = queue.findIndex((checkIn) => checkIn._id === id);
  return (queue[index + 1] ?? queue[index - 1])?._id;
}

/**
 * The queue of check-ins waiting for a review beside the selected one. Sending a review moves
 * on to the next one waiting; a draft belongs to its check-in and is forgotten on moving away.
 */
export function ReviewQueue() {
  const pending = usePendingCheckIns();
  if (pending.isPending) return <QueueSkeleton />;
  if (pending.isError)
    return (
      <QueryError
        title="The check-ins could not be loaded"
        onRetry={() => void pending.refetch()}
      />
    );
  if (pending.data.length === 0)
    return (
      <Stack gap={4} data-empty-queue>
        <Text fw={700} size="lg">
          No check-ins waiting
        </Text>
        <Text c="gray.7">New photos from patients appear here, oldest first.</Text>
      </Stack>
    );
  return <QueueWithReview queue={pending.data} />;
}

function QueueWithReview({ queue }: { queue: CheckIn[] }) {
  const [chosenId, setChosenId] = useState<string>();
  const [draftOf, setDraftOf] = useState<DraftOf>();
  const [missingStatus, setMissingStatus] = useState(false);
  const [focusSelected, setFocusSelected] = useState(false);
  const [zoomed, setZoomed] = useState<ZoomedPhoto | null>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const review = useReviewCheckIn();

  // The chosen one, or the oldest when none is chosen or it has left the queue.
  const index = Math.max(
    queue.findIndex((checkIn) => checkIn._id === chosenId),
    0,
  );
  const selected = queue[index]!;
  const draft: ReviewDraft = draftOf?.checkInId === selected._id ? draftOf : EMPTY_DRAFT;
  const setDraft = (next: ReviewDraft) => setDraftOf({ ...next, checkInId: selected._id });

  function select(id: string | undefined, { focus = true } = {}) {
    if (!id || id === selected._id) return;
    setChosenId(id);
    setMissingStatus(false);
    setFocusSelected(focus);
  }

  function send() {
    if (review.isPending) return;
    if (!draft.status) {
      setMissingStatus(true);
      return;
    }
    const sent = selected;
    review.mutate(
      { id: sent._id, review: { review: draft.status, comment: draft.comment.trim() } },
      {
        onSuccess: () => {
          adminSuccess(`Review sent to ${sent.patient.name}.`);
          select(neighbourOf(queue, sent._id));
        },
      },
    );
  }

  function choose(status: NonNullable<ReviewDraft['status']>) {
    setDraft({ ...draft, status });
    setMissingStatus(false);
  }

  useReviewShortcuts({
    next: () => select(queue[index + 1]?._id),
    previous: () => select(queue[index - 1]?._id),
    onTrack: () => choose('on-track'),
    needsAttention: () => choose('needs-attention'),
    comment: () => comment.current?.focus(),
    send,
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <Text size="sm" fw={700} mb="xs">
          {queue.length} waiting
        </Text>
        <PendingQueue
          queue={queue}
          selectedId={selected._id}
          onSelect={(id) => select(id, { focus: false })}
          focusSelected={focusSelected}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
        <ReviewPanel
          key={selected._id}
          ref={comment}
          checkIn={selected}
          position={{ index, total: queue.length }}
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (next.status) setMissingStatus(false);
          }}
          onSend={send}
          sending={review.isPending}
          missingStatus={missingStatus}
          onZoom={setZoomed}
        />
      </Grid.Col>
      <PhotoZoom zoomed={zoomed} onClose={() => setZoomed(null)} />
    </Grid>
  );
}

function QueueSkeleton() {
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label="Loading the check-ins">
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <Stack gap={4}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={64} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
        <Skeleton height={360} radius="md" />
      </Grid.Col>
    </Grid>
  );
}
