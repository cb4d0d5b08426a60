import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import {
  gstinIn,
  gstinProblem,
  SEARCH_TERM_MAX_LENGTH,
  type SearchTypeValue,
  type Suggestion,
} from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { localeHref, t, type MessageId } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { useSuggestions } from '../api/get-suggestions';
import { useActiveOptionInView } from '../../../hooks/use-active-option-in-view';
import { onComboboxKey } from '../../../lib/combobox-keys';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import {
  DEFAULT_SEARCH_TYPE,
  SEARCH_TYPE_OPTIONS,
  readStoredSearchType,
  searchTypeOf,
  storeSearchType,
} from '../search-type';
import '../../../styles/search-box.css';

/** The stored type changes only through this box, which keeps its own choice in state. */
const noSubscription = () => () => {};

/** Spec §9: suggestions wait for 300 ms of quiet typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;

const PLACEHOLDERS: Record<SearchTypeValue, MessageId> = {
  name: 'browse.search.placeholder.name',
  cin: 'browse.search.placeholder.cin',
  brand: 'browse.search.placeholder.brand',
  director: 'browse.search.placeholder.director',
};

export type SearchBoxProps = {
  /** The term to start with (the results page passes the one in its URL). */
  initialTerm?: string;
  /** The type to start with; otherwise the visitor's remembered choice, or name. */
  initialType?: SearchTypeValue;
  /** 'large' for the home hero, 'default' elsewhere. */
  size?: 'large' | 'default';
  autoFocus?: boolean;
  className?: string;
};

/**
 * The search box of spec §2, for the home hero and the results page: a type choice (name, CIN
 * or brand) remembered between visits, suggestions from the first character (debounced, at most
 * 8) in an ARIA 1.2 combobox driven by arrows, Enter and Escape, and a submit that opens
 * /search?q=&type= at page 1. A blank submit does nothing.
 */
export function SearchBox({
  initialTerm = '',
  initialType,
  size = 'default',
  autoFocus = false,
  className,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [term, setTerm] = useState(initialTerm);
  // The remembered type is read as an external store: the server cannot see it, so hydration
  // starts from the default (matching the page the server sent) and then shows the stored one.
  const storedType = useSyncExternalStore(
    noSubscription,
    readStoredSearchType,
    () => DEFAULT_SEARCH_TYPE,
  );
  const [chosenType, setType] = useState<SearchTypeValue | undefined>(initialType);
  const type = chosenType ?? storedType;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const debouncedTerm = useDebouncedValue(term.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useSuggestions(debouncedTerm, type, { enabled: open });
  // Only suggestions for what is in the box now: none while a new term is still settling.
  const suggestions: Suggestion[] = debouncedTerm === term.trim() ? (data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;

  useActiveOptionInView(listRef, active);

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(suggestion: Suggestion) {
    close();
    // A director opens their page by its random id (issue 41); `id` only keys the list.
    void navigate(
      suggestion.directorId
        ? paths.director.getHref(suggestion.directorId)
        : paths.company.getHref(String(suggestion.id)),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = term.trim();
    // Spec §5: a submit with nothing but spaces is ignored.
    if (!q) return;
    close();
    storeSearchType(type);
    // A GSTIN whose check character is wrong goes straight to its record page, which names
    // the right one (issue 40). Any other GSTIN or a PAN, whatever type is chosen, is a search:
    // the results page opens the company holding a GSTIN, or its record page when none does.
    const gstin = gstinIn(q);
    if (gstin && gstinProblem(gstin)) return void navigate(paths.gstin.getHref(gstin));
    // A new term or type always starts again at page 1.
    void navigate(paths.search.getHref({ q, type }));
  }

  function onTermChange(event: ChangeEvent<HTMLInputElement>) {
    setTerm(event.target.value);
    setOpen(true);
    setActiveIndex(-1);
  }

  function onTypeChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = searchTypeOf(event.target.value) ?? DEFAULT_SEARCH_TYPE;
    setType(next);
    storeSearchType(next);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onComboboxKey(event, {
      options: suggestions,
      active,
      expanded,
      open: () => setOpen(true),
      setActive: setActiveIndex,
      pick: choose,
      close,
      // Enter with no suggestion chosen submits the term.
      holdEnterWhileExpanded: false,
    });
  }

  const classes = ['search-box', `search-box--${size}`, className].filter(Boolean).join(' ');
  return (
    // A plain GET form to the results page: without JavaScript (or before the app has taken
    // over) it still opens /search?type=&q=; with it, `submit` navigates in the app instead.
    <form
      className={classes}
      role="search"
      method="get"
      action={localeHref(paths.search.path)}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={`${id}-type`}>
        {t('browse.search.typeLabel')}
      </label>
      <select
        id={`${id}-type`}
        name="type"
        className="search-box__type"
        value={type}
        onChange={onTypeChange}
      >
        {SEARCH_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <div className="search-box__field">
        <label className="visually-hidden" htmlFor={inputId}>
          {t(PLACEHOLDERS[type])}
        </label>
        <input
          id={inputId}
          name="q"
          className="search-box__input"
          // A text input: the HTML standard allows role=combobox on it, not on type=search.
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={t(PLACEHOLDERS[type])}
          value={term}
          autoFocus={autoFocus}
          onChange={onTermChange}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
        <ul
          id={listboxId}
          ref={listRef}
          role="listbox"
          aria-label={t('browse.search.suggestions')}
          className="search-box__suggestions"
          hidden={!expanded}
        >
          {expanded
            ? suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.id}-${suggestion.brandName ?? ''}-${index}`}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                  className="search-box__suggestion"
                  // Keep focus in the input, so the list is not closed before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                  onMouseMove={() => setActiveIndex(index)}
                >
                  <span className="search-box__suggestion-name" translate="no">
                    {suggestion.brandName ?? suggestion.name}
                  </span>
                  <span className="search-box__suggestion-detail" translate="no">
                    {suggestion.brandName
                      ? suggestion.name
                      : suggestion.din
                        ? `DIN ${suggestion.din}`
                        : suggestion.cin}
                  </span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <button className="button button--primary search-box__submit" type="submit">
        {t('browse.search.submit')}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded
          ? t('browse.search.suggestionsAvailable', {
              count: suggestions.length,
              n: formatCount(suggestions.length),
            })
          : ''}
      </p>
    </form>
  );
}
