import { useSyncExternalStore } from 'react';
import { isServerReachable, subscribeToReachability } from '../lib/connection';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeToReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

/**
 * Whether the app is online: the browser has a network and the last API call reached the
 * server (not a failure, nor a saved answer from the service worker).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && isServerReachable(),
    () => true,
  );
}
