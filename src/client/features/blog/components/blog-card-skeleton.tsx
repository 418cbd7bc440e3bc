import { Card, Skeleton, Stack } from '@mantine/core';

/** The shape of a card while the list loads. */
export function BlogCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden>
      <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
      <Stack gap="sm" p="lg">
        <Skeleton height={18} width="40%" />
        <Skeleton height={24} />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}
