import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * Shows a PDF from a blob address, so the admin's token never appears in a URL. The address is
 * made and revoked with the blob, and handed straight to the frame and the download link.
 */
export function PdfFrame({ blob, fileName }: { blob: Blob; fileName: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(blob);
    frameRef.current?.setAttribute('src', url);
    downloadRef.current?.setAttribute('href', url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <Stack component="main" gap={0} h="100dvh">
      <Group justify="space-between" px="md" py="xs" bg="brand.9" c="white" component="header">
        <Text fw={600} component="h1" fz="md" m={0}>
          Resume
        </Text>
        <Button ref={downloadRef} component="a" download={fileName} variant="white" size="xs">
          Download PDF
        </Button>
      </Group>
      <iframe ref={frameRef} title="Resume (PDF)" style={{ flex: 1, width: '100%', border: 0 }} />
    </Stack>
  );
}
