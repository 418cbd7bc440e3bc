import { Box, CloseButton, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IMAGE_ACCEPT, IMAGE_HINT } from '../lib/blog-image';
import { useObjectUrl } from '../lib/use-object-url';

interface ImageDropProps {
  file: File | null;
  /** The image the blog has now (edit page), shown until another is chosen. */
  currentImage?: string | null;
  error?: string;
  required: boolean;
  onChange: (file: File | null) => void;
}

/** The blog image: drag and drop or click to choose, with a preview and the rule said up front. */
export function ImageDrop({ file, currentImage, error, required, onChange }: ImageDropProps) {
  const preview = useObjectUrl(file);
  const shown = preview ?? currentImage ?? null;
  const errorId = 'blog-image-error';

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id="blog-image-label">
        Image{' '}
        {required && (
          <Text component="span" c="red.8" aria-hidden>
            *
          </Text>
        )}
      </Text>
      {shown && (
        <Image
          src={shown}
          alt="Preview of the blog image"
          h={110}
          w={180}
          fit="cover"
          radius="sm"
        />
      )}
      <Dropzone
        onDrop={(accepted) => accepted[0] && onChange(accepted[0])}
        // A file of another type is still taken, so the form can say why it will not do.
        onReject={(rejected) => rejected[0] && onChange(rejected[0].file)}
        accept={IMAGE_ACCEPT}
        multiple={false}
        radius="md"
        aria-labelledby="blog-image-label"
        aria-describedby={error ? `blog-image-hint ${errorId}` : 'blog-image-hint'}
        inputProps={{ 'aria-label': 'Choose an image' }}
        style={{ borderColor: error ? 'var(--mantine-color-red-8)' : undefined }}
      >
        <Stack align="center" justify="center" gap={4} mih={120} style={{ pointerEvents: 'none' }}>
          <div>
            <Text size="md" fw={600}>
              {shown
                ? 'Drop another image here, or click to replace it'
                : 'Drag an image here, or click to choose one'}
            </Text>
            <Text size="sm" c="gray.7" id="blog-image-hint">
              {IMAGE_HINT}
            </Text>
          </div>
        </Stack>
      </Dropzone>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {file ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="gray.8" truncate="end">
              {file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label="Remove the chosen image"
              onClick={() => onChange(null)}
            />
          </Group>
        ) : (
          <Box />
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
