import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: search suggestions wait 300 ms (spec §9),
 * a category list loads after 100 ms (spec §4). `isEqual` says what "the same" means for a
 * value built afresh on every render (an object of filters); plain values compare with
 * Object.is.
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(settled, value)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
