import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Spec §2 "Guards": a full-screen spinner while the signed-in user loads. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status">
      <Loader size="lg" aria-hidden="true" />
      <VisuallyHidden>Loading your account…</VisuallyHidden>
    </Center>
  );
}
