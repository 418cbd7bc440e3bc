import { useState } from 'react';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { adminError, adminSuccess } from '../../../components/admin';
import { canWriteNfc, nfcTagAddress, writeNfcTag } from '../lib/nfc';

/** The address each aligner's case tag opens, to copy or (with Web NFC) write to the tag. */
export function NfcTags({ aligners }: { aligners: number }) {
  const [writing, setWriting] = useState<number | null>(null);
  const nfc = canWriteNfc();

  const write = async (aligner: number) => {
    setWriting(aligner);
    try {
      await writeNfcTag(nfcTagAddress(aligner));
      adminSuccess(`Aligner ${aligner}'s address is on the tag.`);
    } catch (error) {
      adminError(error, 'Could not write the tag');
    } finally {
      setWriting(null);
    }
  };

  return (
    <Stack gap={6}>
      {!nfc && (
        <Text size="xs" c="gray.7">
          Writing tags needs Chrome on Android; copy an address into an NFC app instead.
        </Text>
      )}
      {Array.from({ length: aligners }, (_, i) => i + 1).map((aligner) => {
        const address = nfcTagAddress(aligner);
        return (
          <Group
            key={aligner}
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-aligner={aligner}
          >
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
            <Group gap={6} wrap="nowrap">
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                    <span className="visually-hidden"> the address of aligner {aligner}</span>
                  </Button>
                )}
              </CopyButton>
              {nfc && (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={writing === aligner}
                  disabled={writing !== null && writing !== aligner}
                  onClick={() => void write(aligner)}
                >
                  Write to tag<span className="visually-hidden"> for aligner {aligner}</span>
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
