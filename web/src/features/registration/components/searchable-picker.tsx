import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { filterOptions } from '../data/indian-locations';
import { fieldDescribedBy, FieldError, FieldLabel } from '../../../components/ui/form-field';
import { useActiveOptionInView } from '../../../hooks/use-active-option-in-view';
import { onComboboxKey } from '../../../lib/combobox-keys';
import { t } from '../../../i18n';

export type SearchablePickerProps = {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  /**
   * Any text is the value, as typed; the options are only suggestions (the city and the PIN,
   * issue 36: a list of 8 cities a state refused "Udupi"). Without it, only an option can be.
   */
  freeText?: boolean;
  /** Free text: the suggestions for what is typed; by default the options that contain it. */
  suggest?: (query: string) => readonly string[];
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  /**
   * The words shown for an option in the page's language (a state); the value stays the option.
   * Without it, options are data shown as they are (a city, a PIN) and never translated.
   */
  optionLabel?: (option: string) => string;
};

/** The options whose shown words or value contain the typed text. */
function filterLabelled(
  options: readonly string[],
  query: string,
  label: (option: string) => string,
): readonly string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (option) =>
      label(option).toLowerCase().includes(needle) || option.toLowerCase().includes(needle),
  );
}

/**
 * A pick-one list with text search (spec §5 "Input shaping": the state, city and PIN lists),
 * as an ARIA 1.2 combobox: typing filters, arrows move, Enter or a click picks, Escape closes.
 * Only a listed option can become the value; leaving the box with a typed text that matches an
 * option exactly picks it, anything else puts the current value back. With `freeText`, the
 * typed text is the value and the list only suggests.
 */
export function SearchablePicker({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  required = false,
  error,
  freeText = false,
  suggest,
  inputMode,
  autoComplete = 'off',
  optionLabel,
}: SearchablePickerProps) {
  const shown = optionLabel ?? ((option: string) => option);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const typed = freeText ? value : (query ?? '');
  const matches =
    freeText && suggest
      ? suggest(typed)
      : optionLabel
        ? filterLabelled(options, typed, optionLabel)
        : filterOptions(options, typed);
  // Free text has no "No matches": whatever is typed is kept, the list only helps.
  const expanded = open && !disabled && (!freeText || matches.length > 0);
  const active = expanded && activeIndex < matches.length ? activeIndex : -1;

  useActiveOptionInView(listRef, active);

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function pick(option: string) {
    close();
    if (option !== value) onChange(option);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    setOpen(true);
    if (freeText) {
      // Enter keeps what was typed unless an arrow key chose a suggestion.
      setActiveIndex(-1);
      onChange(event.target.value);
      return;
    }
    setQuery(event.target.value);
    setActiveIndex(0);
  }

  function onBlur() {
    if (freeText) {
      const trimmed = value.trim().replace(/\s+/g, ' ');
      close();
      if (trimmed !== value) onChange(trimmed);
      return;
    }
    if (query !== null) {
      const typedText = query.trim().toLowerCase();
      const exact = options.find(
        (option) => option.toLowerCase() === typedText || shown(option).toLowerCase() === typedText,
      );
      if (exact) {
        pick(exact);
        return;
      }
    }
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onComboboxKey(event, {
      options: matches,
      active,
      expanded,
      open: () => setOpen(true),
      setActive: setActiveIndex,
      pick,
      close,
      // Enter on the open list never submits the wizard's step.
      holdEnterWhileExpanded: true,
    });
  }

  return (
    <div className="form-field register-picker">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        value={freeText ? value : (query ?? (value ? shown(value) : ''))}
        onChange={onInput}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listboxId}
        ref={listRef}
        className="register-picker__list"
        role="listbox"
        aria-label={label}
        hidden={!expanded}
      >
        {freeText && matches.length === 0 ? null : matches.length === 0 ? (
          <li className="register-picker__empty" role="presentation">
            {t('register.picker.noMatches')}
          </li>
        ) : (
          matches.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={option === value}
              // A city or a PIN is data, kept as written; a labelled option is in the page's language.
              translate={optionLabel ? undefined : 'no'}
              className={
                index === active
                  ? 'register-picker__option register-picker__option--active'
                  : 'register-picker__option'
              }
              // Picks before the input's blur would close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {shown(option)}
            </li>
          ))
        )}
      </ul>
      <FieldError id={id} error={error} />
    </div>
  );
}
