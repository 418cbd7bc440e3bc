import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ResumeOwner } from '../../../../shared/resume-file-name';

interface PdfFrameProps {
  blob: Blob;
  fileName: string;
  /** Whose resume, for which opening; undefined while unknown. */
  owner?: ResumeOwner;
}

/**
 * Shows a PDF from a blob address, so the admin's token never appears in a URL. The address is
 * made and revoked with the blob, and handed straight to the frame and the download link.
 */
export function PdfFrame({ blob, fileName, owner }: PdfFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(blob);
    // Without the reader's own toolbar: it would title the file with the blob address's id and
    // save it under that id. The header above names it and downloads it under its name.
    frameRef.current?.setAttribute('src', `${url}#toolbar=0`);
    downloadRef.current?.setAttribute('href', url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <Box component="main" h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        px="md"
        py="xs"
        bg="brand.9"
        c="white"
        component="header"
      >
        <Box miw={0}>
          <Text fw={700} component="h1" fz="md" m={0} truncate="end">
            {owner ? `Resume of ${owner.name}` : 'Resume'}
          </Text>
          {owner && (
            <Text fz="sm" m={0} truncate="end">
              {owner.jobTitle}
            </Text>
          )}
        </Box>
        <Button
          ref={downloadRef}
          component="a"
          download={fileName}
          variant="white"
          size="xs"
          style={{ flexShrink: 0 }}
        >
          Download PDF
        </Button>
      </Group>
      <iframe ref={frameRef} title="Resume (PDF)" style={{ flex: 1, width: '100%', border: 0 }} />
    </Box>
  );
}
