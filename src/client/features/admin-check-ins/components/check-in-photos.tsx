import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CheckIn, CheckInPhoto } from '../../../../shared/schemas/check-in';
import { CheckInPhotoImage } from '../../../components/check-in-photo';
import { angleOf } from '../lib/labels';
import type { ZoomedPhoto } from './photo-zoom';
import classes from './check-ins.module.css';

interface PhotoButtonProps {
  photo: CheckInPhoto;
  /** The photo's name for the image and the zoomed view ("Front, aligner 5, Asha Rao"). */
  title: string;
  caption: string;
  onZoom: (zoomed: ZoomedPhoto) => void;
}

/** A photo that opens at full size on a click or Enter. */
export function PhotoButton({ photo, title, caption, onZoom }: PhotoButtonProps) {
  return (
    <Stack gap={4}>
      <UnstyledButton
        className={classes.photoButton}
        onClick={() => onZoom({ photo, title })}
        aria-label={`Zoom: ${title}`}
      >
        <CheckInPhotoImage photo={photo} alt={title} />
      </UnstyledButton>
      <Text size="sm" fw={600}>
        {caption}
      </Text>
    </Stack>
  );
}

/** A check-in's photos side by side (stacked on a phone), each labelled with its angle. */
export function CheckInPhotos({
  checkIn,
  onZoom,
}: {
  checkIn: CheckIn;
  onZoom: (zoomed: ZoomedPhoto) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {checkIn.photos.map((photo, position) => (
        <PhotoButton
          key={photo._id}
          photo={photo}
          title={`${angleOf(position)}, aligner ${checkIn.aligner}, ${checkIn.patient.name}`}
          caption={angleOf(position)}
          onZoom={onZoom}
        />
      ))}
    </SimpleGrid>
  );
}
