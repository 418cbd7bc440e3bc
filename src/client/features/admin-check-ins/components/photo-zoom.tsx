import { Modal, Stack, Text } from '@mantine/core';
import type { CheckInPhoto } from '../../../../shared/schemas/check-in';
import { CheckInPhotoImage } from '../../../components/check-in-photo';
import { useHiddenPageBehind } from '../../../hooks/use-hidden-page-behind';

export interface ZoomedPhoto {
  photo: CheckInPhoto;
  /** "Front, aligner 5, Asha Rao": the dialog's title and the image's text. */
  title: string;
}

interface PhotoZoomProps {
  zoomed: ZoomedPhoto | null;
  onClose: () => void;
}

/** The title bar and the body's padding, which the photo leaves room for. */
const CHROME = '7rem';

/**
 * A photo at full size (as large as the screen allows, never scaled past its pixels): closes
 * with Escape, the close button or a click outside, and gives the focus back to the thumbnail.
 */
export function PhotoZoom({ zoomed, onClose }: PhotoZoomProps) {
  // The dialog covers the page: the page behind is hidden from readers and contrast checks.
  useHiddenPageBehind(zoomed !== null);
  const photo = zoomed?.photo;
  return (
    <Modal
      opened={zoomed !== null}
      onClose={onClose}
      title={zoomed?.title}
      fullScreen
      closeButtonProps={{ 'aria-label': 'Close' }}
      attributes={{ header: { role: 'none' } }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      {photo && (
        <Stack align="center" gap="xs">
          <CheckInPhotoImage
            photo={photo}
            alt={zoomed.title}
            width={`min(100%, ${photo.width}px, calc((100dvh - ${CHROME}) * ${photo.width / photo.height}))`}
          />
          <Text size="sm" c="gray.7">
            {photo.width} × {photo.height} px · Esc closes
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
