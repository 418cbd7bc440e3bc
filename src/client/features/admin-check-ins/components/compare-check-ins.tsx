import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHECK_IN_PHOTOS_MAX } from '../../../../shared/constants';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { angleOf, checkInCaption, sentAt } from '../lib/labels';
import { PhotoButton } from './check-in-photos';
import type { ZoomedPhoto } from './photo-zoom';

interface CompareCheckInsProps {
  /** The two picked, the older first (fewer while the reviewer is still picking). */
  compared: CheckIn[];
  onZoom: (zoomed: ZoomedPhoto) => void;
}

const ANGLE_POSITIONS = Array.from({ length: CHECK_IN_PHOTOS_MAX }, (_, position) => position);

/** Two check-ins' photos of each angle next to each other, the older on the left. */
export function CompareCheckIns({ compared, onZoom }: CompareCheckInsProps) {
  const [older, newer] = compared;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="compare-title">
      <Title order={2} fz="h4" id="compare-title" mb="sm">
        Side by side
      </Title>
      {!older || !newer ? (
        <Text c="gray.7">
          {older
            ? `${checkInCaption(older)} picked: pick one more to compare.`
            : 'Pick two check-ins to see their photos of each angle side by side.'}
        </Text>
      ) : (
        <Stack gap="lg" data-compare>
          {ANGLE_POSITIONS.filter(
            (position) => older.photos[position] ?? newer.photos[position],
          ).map((position) => (
            <section key={position} aria-label={angleOf(position)}>
              <Text fw={700} mb={4}>
                {angleOf(position)}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                {[older, newer].map((checkIn) => (
                  <ComparedPhoto
                    key={checkIn._id}
                    checkIn={checkIn}
                    position={position}
                    onZoom={onZoom}
                  />
                ))}
              </SimpleGrid>
            </section>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ComparedPhoto({
  checkIn,
  position,
  onZoom,
}: {
  checkIn: CheckIn;
  position: number;
  onZoom: (zoomed: ZoomedPhoto) => void;
}) {
  const photo = checkIn.photos[position];
  const caption = checkInCaption(checkIn);
  if (!photo)
    return (
      <Text size="sm" c="gray.7">
        No {angleOf(position).toLowerCase()} photo in {caption}.
      </Text>
    );
  return (
    <PhotoButton
      photo={photo}
      title={`${angleOf(position)}, aligner ${checkIn.aligner}, ${sentAt(checkIn)}`}
      caption={caption}
      onZoom={onZoom}
    />
  );
}
