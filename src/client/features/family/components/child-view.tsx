import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistInto } from '../../../components/persist-queries';
import { hideChild, showChild } from '../../../lib/child-view';
import { childPersister } from '../../../lib/persister';
import { createQueryClient } from '../../../lib/query-client';

/** Restores the child's saved answers (the offline dashboard) and keeps saving them. */
function useChildCache(client: QueryClient, childId: string): boolean {
  // With nothing saved (signed out, no IndexedDB), there is nothing to wait for.
  const [persister] = useState(() => childPersister(childId));
  const [restored, setRestored] = useState(persister === null);
  useEffect(() => {
    if (!persister) return;
    let open = true;
    const [stop, restoring] = persistInto(client, persister);
    void restoring
      .catch(() => undefined)
      .then(() => {
        if (open) setRestored(true);
      });
    return () => {
      open = false;
      stop();
    };
  }, [client, persister]);
  return restored;
}

interface ChildViewProps {
  childId: string;
  /** Shown while the child's saved answers are read (a few milliseconds, from this phone). */
  pending: ReactNode;
  children: ReactNode;
}

/**
 * One child's treatment in their parent's or guardian's dashboard (docs/design.md §12): the
 * dashboard's cards in a query client of the child's own, whose requests say the child
 * (lib/child-view.ts) and whose answers are saved apart, for offline.
 */
export function ChildView({ childId, pending, children }: ChildViewProps) {
  const [client] = useState(createQueryClient);
  // Before the cards render: a card's query may be sent during its render.
  showChild(client, childId);
  useEffect(() => {
    showChild(client, childId);
    return () => hideChild(childId);
  }, [client, childId]);
  const restored = useChildCache(client, childId);
  if (!restored) return pending;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
