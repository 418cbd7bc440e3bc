/**
 * The patient's check-ins, newest first: those still waiting on the phone ("Waiting to send"),
 * then those the clinic has, each with its photos, the note and the clinic's reply.
 */
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckInPhotoImage } from '../../../components/check-in-photo';
import { QueryError } from '../../../components/query-error';
import { NOTHING_WAITING } from '../../../lib/outbox';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { formatDateTime } from '../../../../shared/display-dates';
import { useOwnCheckIns, useWaitingCheckIns } from '../api/check-ins';
import type { WaitingCheckIn } from '../lib/check-in-outbox';
import { photoAlt } from '../lib/shots';
import { BlobImage } from './blob-image';

const THUMB_WIDTH = 88;

const REVIEW_LOOK = {
  'on-track': { label: msg`On track`, color: 'green.9' },
  'needs-attention': { label: msg`Needs attention`, color: 'red.9' },
} as const;

/** The check-ins the server holds, after this phone's still waiting (`withWaiting`). */
export function CheckInList({ withWaiting = true }: { withWaiting?: boolean }) {
  const { t } = useLingui();
  const list = useOwnCheckIns();
  const outbox = useWaitingCheckIns(withWaiting).data ?? NOTHING_WAITING;
  const waiting = withWaiting ? outbox : NOTHING_WAITING;
  if (!list.data) {
    if (list.isError) {
      return (
        <QueryError
          title={t`Your check-ins could not be loaded`}
          onRetry={() => void list.refetch()}
        />
      );
    }
    return <Skeleton height={120} radius="md" />;
  }
  if (list.data.length + waiting.length === 0) {
    return (
      <Text c="gray.8">
        <Trans>
          No check-ins yet. Your first one takes a minute: three photos with your aligners in.
        </Trans>
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Your check-ins`}
    >
      {[...waiting].reverse().map((item) => (
        <WaitingItem key={item.id} item={item} />
      ))}
      {list.data.map((checkIn) => (
        <CheckInItem key={checkIn._id} checkIn={checkIn} />
      ))}
    </Stack>
  );
}

function ItemHeading({ at, aligner }: { at: string; aligner: number }) {
  const { i18n } = useLingui();
  const date = formatDateTime(at, i18n.locale);
  return (
    <Text fw={700}>
      <Trans>
        {date} · Aligner {aligner}
      </Trans>
    </Text>
  );
}

function Note({ note }: { note: string }) {
  return note ? (
    <Text style={{ whiteSpace: 'pre-wrap' }}>
      <Trans>Your note: {note}</Trans>
    </Text>
  ) : null;
}

function WaitingItem({ item }: { item: WaitingCheckIn }) {
  return (
    <Stack component="li" gap="xs" data-testid="check-in-waiting">
      <ItemHeading at={item.savedAt} aligner={item.aligner} />
      <Group gap="xs">
        {item.photos.map((photo, index) => (
          <BlobImage
            key={photo.name}
            blob={photo.blob}
            alt={photoAlt(index, item.aligner)}
            style={{ width: THUMB_WIDTH, aspectRatio: '3 / 4', borderRadius: 8 }}
          />
        ))}
      </Group>
      <Note note={item.note} />
      <Badge color="gray.8" variant="filled" w="fit-content">
        <Trans>Waiting to send</Trans>
      </Badge>
    </Stack>
  );
}

function CheckInItem({ checkIn }: { checkIn: CheckIn }) {
  const { review } = checkIn;
  const { i18n } = useLingui();
  return (
    <Stack component="li" gap="xs" data-testid="check-in">
      <ItemHeading at={checkIn.createdAt} aligner={checkIn.aligner} />
      <Group gap="xs" align="flex-start">
        {checkIn.photos.map((photo, index) => (
          <CheckInPhotoImage
            key={photo._id}
            photo={photo}
            alt={photoAlt(index, checkIn.aligner)}
            width={THUMB_WIDTH}
            style={{ borderRadius: 8 }}
          />
        ))}
      </Group>
      <Note note={checkIn.note} />
      {review ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={REVIEW_LOOK[review.status].color} variant="filled">
              {i18n._(REVIEW_LOOK[review.status].label)}
            </Badge>
            <Text size="sm" c="gray.8">
              {review.by.name}, {formatDateTime(review.at, i18n.locale)}
            </Text>
          </Group>
          {review.comment ? <Text style={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Text> : null}
        </Stack>
      ) : (
        <Text size="sm" c="gray.8">
          <Trans>Waiting for your clinic&apos;s reply</Trans>
        </Text>
      )}
    </Stack>
  );
}
