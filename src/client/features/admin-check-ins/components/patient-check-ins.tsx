import {
  Anchor,
  Badge,
  Checkbox,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { QueryError } from '../../../components/query-error';
import { usePatientCheckIns } from '../api/check-ins';
import { angleOf, checkInCaption, REVIEW_COLORS, REVIEW_LABELS, sentAt } from '../lib/labels';
import { CompareCheckIns } from './compare-check-ins';
import { PhotoButton } from './check-in-photos';
import { PhotoZoom, type ZoomedPhoto } from './photo-zoom';

/** Comparing takes two: picking a third lets the earliest picked go. */
const COMPARED = 2;

/** One patient's check-ins over time, newest first; any two picked are compared side by side. */
export function PatientCheckIns({ patientId }: { patientId: string }) {
  const checkIns = usePatientCheckIns(patientId);
  const [picked, setPicked] = useState<string[]>([]);
  const [zoomed, setZoomed] = useState<ZoomedPhoto | null>(null);

  if (checkIns.isPending) return <Skeleton height={240} radius="md" aria-hidden />;
  if (checkIns.isError)
    return (
      <QueryError
        title="This patient's check-ins could not be loaded"
        onRetry={() => void checkIns.refetch()}
      />
    );
  const list = checkIns.data;
  const name = list[0]?.patient.name;

  function togglePick(id: string) {
    setPicked((current) =>
      current.includes(id)
        ? current.filter((kept) => kept !== id)
        : [...current, id].slice(-COMPARED),
    );
  }

  // The older one on the left, as a timeline reads.
  const compared = list.filter((checkIn) => picked.includes(checkIn._id)).reverse();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="h3">
          {name ? `Check-ins from ${name}` : 'Check-ins from this patient'}
        </Title>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/admin/check-ins" search={{}} />}
        >
          Back to the check-ins waiting
        </Anchor>
      </Group>
      {list.length === 0 ? (
        <Text c="gray.7">No check-ins from this patient yet.</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text size="sm" c="gray.7" mb="xs">
              {list.length} {list.length === 1 ? 'check-in' : 'check-ins'}, newest first. Pick two
              to compare them.
            </Text>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((checkIn) => (
                <HistoryItem
                  key={checkIn._id}
                  checkIn={checkIn}
                  picked={picked.includes(checkIn._id)}
                  onTogglePick={() => togglePick(checkIn._id)}
                  onZoom={setZoomed}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <CompareCheckIns compared={compared} onZoom={setZoomed} />
          </Grid.Col>
        </Grid>
      )}
      <PhotoZoom zoomed={zoomed} onClose={() => setZoomed(null)} />
    </Stack>
  );
}

interface HistoryItemProps {
  checkIn: CheckIn;
  picked: boolean;
  onTogglePick: () => void;
  onZoom: (zoomed: ZoomedPhoto) => void;
}

function HistoryItem({ checkIn, picked, onTogglePick, onZoom }: HistoryItemProps) {
  const { review } = checkIn;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-history-check-in={checkIn._id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Checkbox
            checked={picked}
            onChange={onTogglePick}
            label={<Text fw={700}>{checkInCaption(checkIn)}</Text>}
          />
          <Badge
            variant={review ? 'filled' : 'outline'}
            color={review ? REVIEW_COLORS[review.status] : 'gray.8'}
            style={{ minWidth: 'max-content' }}
          >
            {review ? REVIEW_LABELS[review.status] : 'Waiting for review'}
          </Badge>
        </Group>
        {checkIn.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Note: {checkIn.note}
          </Text>
        )}
        {review && (
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Reviewed by {review.by.name}, {sentAt({ createdAt: review.at })}
            {review.comment ? `: ${review.comment}` : ''}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          {checkIn.photos.map((photo, position) => (
            <div key={photo._id} style={{ width: '6rem' }}>
              <PhotoButton
                photo={photo}
                title={`${angleOf(position)}, aligner ${checkIn.aligner}, ${sentAt(checkIn)}`}
                caption={angleOf(position)}
                onZoom={onZoom}
              />
            </div>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
