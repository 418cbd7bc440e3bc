/** A tiny observable value for `useSyncExternalStore` (the PWA's browser-side states). */
export interface ExternalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(onChange: () => void): () => void;
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
