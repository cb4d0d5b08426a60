import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { filterOptions } from '../data/indian-locations';
import { fieldDescribedBy, FieldError, FieldLabel } from '../../../components/ui/form-field';

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
};

/**
 * A pick-one list with text search (spec §5 "Input shaping": the state, city and PIN lists),
 * as an ARIA 1.2 combobox: typing filters, arrows move, Enter or a click picks, Escape closes.
 * Only a listed option can become the value; leaving the box with a typed text that matches an
 * option exactly picks it, anything else puts the current value back.
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
}: SearchablePickerProps) {
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = filterOptions(options, query ?? '');
  const expanded = open && !disabled;
  const active = expanded && activeIndex < matches.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);

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
    setQuery(event.target.value);
    setOpen(true);
    setActiveIndex(0);
  }

  function onBlur() {
    if (query !== null) {
      const exact = options.find((option) => option.toLowerCase() === query.trim().toLowerCase());
      if (exact) {
        pick(exact);
        return;
      }
    }
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (matches.length > 0) setActiveIndex((active + 1) % matches.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (matches.length > 0) setActiveIndex(active <= 0 ? matches.length - 1 : active - 1);
        break;
      case 'Enter': {
        const option = active >= 0 ? matches[active] : undefined;
        if (expanded) event.preventDefault();
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
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={query ?? value}
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
        {matches.length === 0 ? (
          <li className="register-picker__empty" role="presentation">
            No matches
          </li>
        ) : (
          matches.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={option === value}
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
              {option}
            </li>
          ))
        )}
      </ul>
      <FieldError id={id} error={error} />
    </div>
  );
}
