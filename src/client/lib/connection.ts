/**
 * Whether the app can reach its server, as the API calls find it. `navigator.onLine` only
 * says a network is attached: on a network that reaches nothing it stays true while every
 * call fails or is answered from the saved plan. The browser's "online" event resets it, and
 * the next call tells again.
 */
let reachable = true;
const listeners = new Set<() => void>();

function setReachable(value: boolean): void {
  if (reachable === value) return;
  reachable = value;
  listeners.forEach((listener) => listener());
}

export const markServerReached = () => setReachable(true);
export const markServerUnreachable = () => setReachable(false);
export const isServerReachable = () => reachable;

export function subscribeToReachability(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

if (typeof window !== 'undefined') window.addEventListener('online', markServerReached);
