import { useEffect, useRef, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

// An answer the server may hold (?waitMs) until what it waits for lands: the enrichment's
// lookups, a GSTIN being checked with the GST network. Asked once at once; while the answer
// says more is coming, asked again and held by the server (at most `waitMs` a time), within a
// window of `windowMs` from the first ask, so a slow provider never keeps a visitor waiting.

/** The pause between an answer with more still coming and the next held ask. */
const ASK_AGAIN_AFTER_MS = 50;
/** No held ask starts with less of the window left: it could only answer at once, again. */
const SHORTEST_HELD_ASK_MS = 500;

export interface HeldQuery<T, K extends QueryKey> {
  /** The query's own options (queryOptions(...)): its key, staleTime, retry. */
  options: UseQueryOptions<T, Error, T, K>;
  /** Asks, held by the server up to `waitMs` (0: answer at once). */
  ask: (signal: AbortSignal, waitMs: number) => Promise<T>;
  /** True while the answer says more is coming. */
  stillComing: (answer: T | undefined) => boolean;
  waitMs: number;
  windowMs: number;
}

export function useHeldQuery<T, K extends QueryKey>(held: HeldQuery<T, K>) {
  const [windowOpen, setWindowOpen] = useState(true);
  // Bumped by reopen() so the window's timer starts again.
  const [windowNumber, setWindowNumber] = useState(0);
  const windowEndsAt = useRef(0);
  const { windowMs } = held;

  useEffect(() => {
    windowEndsAt.current = Date.now() + windowMs;
    const timer = setTimeout(() => setWindowOpen(false), windowMs);
    return () => clearTimeout(timer);
  }, [windowNumber, windowMs]);

  const { queryKey } = held.options;
  const query = useQuery({
    ...held.options,
    // The first ask answers at once; one that follows an answer with more still coming waits
    // on the server for the rest of the window, up to waitMs.
    queryFn: ({ signal, client }) => {
      const left = windowEndsAt.current - Date.now();
      const waitMs = held.stillComing(client.getQueryData<T>(queryKey))
        ? Math.min(held.waitMs, Math.max(0, left))
        : 0;
      return held.ask(signal, waitMs);
    },
    refetchInterval: (current) =>
      windowOpen &&
      held.stillComing(current.state.data) &&
      windowEndsAt.current - Date.now() >= SHORTEST_HELD_ASK_MS
        ? ASK_AGAIN_AFTER_MS
        : false,
  });

  return {
    query,
    windowOpen,
    /** Opens the window again (a retry). */
    reopen: () => {
      setWindowOpen(true);
      setWindowNumber((number) => number + 1);
    },
  };
}
