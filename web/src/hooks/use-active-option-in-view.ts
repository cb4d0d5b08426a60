import { useEffect, type RefObject } from 'react';

/**
 * Keeps a listbox's active option (the one marked data-index={active}) scrolled into view as
 * the arrow keys move it, for the comboboxes that keep the focus in their input.
 */
export function useActiveOptionInView(list: RefObject<HTMLElement | null>, active: number) {
  useEffect(() => {
    if (active < 0) return;
    list.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [list, active]);
}
