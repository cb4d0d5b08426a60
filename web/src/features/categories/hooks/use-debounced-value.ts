import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delayMs` (spec §4: a list loads after 100 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(settled, value)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
