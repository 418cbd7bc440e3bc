import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { forwardRef, useId, type KeyboardEvent } from 'react';
import {
  CHECK_IN_COMMENT_MAX,
  CHECK_IN_REVIEW_STATUSES,
  type CheckInReviewStatus,
} from '../../../../shared/constants';
import { REVIEW_COLORS, REVIEW_LABELS } from '../lib/labels';
import { SHORTCUT_LEGEND } from '../lib/shortcuts';
import classes from './check-ins.module.css';

export interface ReviewDraft {
  status: CheckInReviewStatus | null;
  comment: string;
}

interface ReviewFormProps {
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  onSend: () => void;
  sending: boolean;
  /** Said when Enter is pressed before a review is chosen. */
  missingStatus: boolean;
}

/** The two review buttons, the comment for the patient with its counter, and Send. */
export const ReviewForm = forwardRef<HTMLTextAreaElement, ReviewFormProps>(function ReviewForm(
  { draft, onChange, onSend, sending, missingStatus },
  commentRef,
) {
  const counterId = useId();
  const hintId = useId();

  /** Escape leaves the comment, so the shortcuts work again without reaching for the mouse. */
  function onCommentKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.currentTarget.blur();
  }

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Group gap="sm" role="group" aria-label="Review" aria-describedby={hintId}>
        {CHECK_IN_REVIEW_STATUSES.map((status, index) => {
          const chosen = draft.status === status;
          return (
            <Button
              key={status}
              type="button"
              variant={chosen ? 'filled' : 'outline'}
              color={REVIEW_COLORS[status]}
              aria-pressed={chosen}
              onClick={() => onChange({ ...draft, status })}
              rightSection={
                <Kbd className={classes.kbd} aria-hidden>
                  {index + 1}
                </Kbd>
              }
            >
              {REVIEW_LABELS[status]}
            </Button>
          );
        })}
      </Group>
      <Text id={hintId} size="sm" c={missingStatus ? 'red.9' : 'gray.7'} aria-live="polite">
        {missingStatus
          ? 'Choose “On track” or “Needs attention” first.'
          : 'The patient sees the review and the comment in their app.'}
      </Text>
      <Textarea
        ref={commentRef}
        label="Comment for the patient (optional)"
        value={draft.comment}
        onChange={(event) => onChange({ ...draft, comment: event.currentTarget.value })}
        onKeyDown={onCommentKeyDown}
        maxLength={CHECK_IN_COMMENT_MAX}
        autosize
        minRows={3}
        maxRows={8}
        aria-describedby={counterId}
      />
      <Text id={counterId} size="xs" c="gray.7" ta="right" mt={-8} aria-live="off">
        {draft.comment.length} / {CHECK_IN_COMMENT_MAX}
      </Text>
      <Button type="submit" loading={sending} w="fit-content">
        Send review
      </Button>
      <ShortcutLegend />
    </Stack>
  );
});

function ShortcutLegend() {
  return (
    // A phone or a tablet without a keyboard has no use for it.
    <Text size="xs" c="gray.7" visibleFrom="sm" data-shortcuts>
      Keys:{' '}
      {SHORTCUT_LEGEND.map(({ keys, what }, index) => (
        <span key={what}>
          {index > 0 && ' · '}
          {keys.map((key, keyIndex) => (
            <span key={key}>
              {keyIndex > 0 && ' '}
              <Kbd className={classes.kbd}>{key}</Kbd>
            </span>
          ))}{' '}
          {what}
        </span>
      ))}
    </Text>
  );
}
