import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { readerText } from '../lib/reader-text';

/** docs/product-spec.md §2 "Guards": a full-screen spinner while the signed-in user loads. */
export function FullScreenLoader() {
  useLingui(); // follows a change of language
  return (
    <Center h="100dvh" role="status">
      <Loader size="lg" aria-hidden="true" />
      <VisuallyHidden>
        {readerText('Loading your account…', msg`Loading your account…`)}
      </VisuallyHidden>
    </Center>
  );
}
