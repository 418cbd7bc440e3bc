/**
 * @mantine/hooks' `useId` as the browser's build has it (`build/mantine-stable-ids.ts`): the id
 * Mantine starts from, React's, kept rather than swapped for a random one after mounting.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
