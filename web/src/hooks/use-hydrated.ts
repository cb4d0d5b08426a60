import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the client hydrates that HTML, true afterwards.
 * Whatever depends on browser-only state (history entries, session storage) waits for it, so
 * the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
