import type { KeyboardEvent } from 'react';

type ComboboxKeys<Option> = {
  /** The options the list shows now. */
  options: readonly Option[];
  /** The active option's index; -1 when none is. */
  active: number;
  /** Whether the list shows. */
  expanded: boolean;
  open: () => void;
  setActive: (index: number) => void;
  pick: (option: Option) => void;
  close: () => void;
  /**
   * Whether Enter on a showing list with no active option is kept from the form: a picker
   * inside a larger form holds it; a search box lets it submit the term.
   */
  holdEnterWhileExpanded: boolean;
};

/**
 * The keys of a combobox that keeps the focus in its input (the WAI-ARIA combobox pattern):
 * the arrows open the list and move the active option, round past either end; Enter picks the
 * active option; Escape closes a showing list. Other keys are the input's own.
 */
export function onComboboxKey<Option>(
  event: KeyboardEvent<HTMLElement>,
  {
    options,
    active,
    expanded,
    open,
    setActive,
    pick,
    close,
    holdEnterWhileExpanded,
  }: ComboboxKeys<Option>,
) {
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      open();
      if (options.length > 0) setActive((active + 1) % options.length);
      break;
    case 'ArrowUp':
      event.preventDefault();
      open();
      if (options.length > 0) setActive(active <= 0 ? options.length - 1 : active - 1);
      break;
    case 'Enter': {
      const option = active >= 0 ? options[active] : undefined;
      if (option || (expanded && holdEnterWhileExpanded)) event.preventDefault();
      if (option) pick(option);
      break;
    }
    case 'Escape':
      if (expanded) {
        event.preventDefault();
        close();
      }
      break;
    default:
      break;
  }
}
