import { useId } from 'react';
import type { CategoryFilters as FilterOptions } from '@trusthive/contracts';
import { ALL, type CategoryParams, type FilterName } from '../hooks/use-category-params';
import { t, type MessageId } from '../../../i18n';

type CategoryFiltersProps = {
  options: FilterOptions;
  params: CategoryParams;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
  /** The rating filter is offered on the desktop list only (spec §2). */
  showRating: boolean;
};

type SelectProps = {
  label: string;
  allLabel: string;
  value: string | undefined;
  /** A label of our own is translated; a registry value (a state, a status) is not. */
  options: readonly { value: string; label: string; registry: boolean }[];
  onChange: (value: string) => void;
};

function FilterSelect({ label, allLabel, value, options, onChange }: SelectProps) {
  const id = useId();
  // A value from the URL that the category does not list still shows as selected.
  const listed = value === undefined || options.some((option) => option.value === value);
  return (
    <div className="category-filter">
      <label className="category-filter__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="category-filter__select"
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL}>{allLabel}</option>
        {listed ? null : (
          <option value={value} translate="no">
            {value}
          </option>
        )}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            translate={option.registry ? 'no' : undefined}
          >
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The rating options are trust levels, which the site names in the page's language. */
const RATING_LABELS: Readonly<Record<string, MessageId>> = {
  'High Trust': 'browse.category.rating.high',
  'Medium Trust': 'browse.category.rating.medium',
  'Low Trust': 'browse.category.rating.low',
  'Limited data': 'browse.category.rating.limited',
};

function asOptions(values: readonly string[]) {
  return values.map((value) => {
    const id = Object.hasOwn(RATING_LABELS, value) ? RATING_LABELS[value] : undefined;
    return id ? { value, label: t(id), registry: false } : { value, label: value, registry: true };
  });
}

// Message ids, not words: the words are looked up while rendering, in the page's language.
/** The filters in page order: the URL parameter, the label, the "all" choice and the option list. */
const FILTERS = [
  {
    name: 'state',
    label: 'browse.category.filter.state',
    allLabel: 'browse.category.filter.stateAll',
    options: 'states',
  },
  {
    name: 'class',
    label: 'browse.category.filter.class',
    allLabel: 'browse.category.filter.classAll',
    options: 'classes',
  },
  {
    name: 'status',
    label: 'browse.category.filter.status',
    allLabel: 'browse.category.filter.statusAll',
    options: 'statuses',
  },
  {
    name: 'rating',
    label: 'browse.category.filter.rating',
    allLabel: 'browse.category.filter.ratingAll',
    options: 'ratings',
  },
] as const satisfies readonly {
  name: FilterName;
  label: MessageId;
  allLabel: MessageId;
  options: keyof FilterOptions;
}[];

/** Location (state), company type (class), status, and on desktop rating; Clear with the count. */
export function CategoryFilters({
  options,
  params,
  onChange,
  onClear,
  showRating,
}: CategoryFiltersProps) {
  const { filters, activeCount } = params;
  return (
    <div className="category-filters">
      <div className="category-filters__head">
        <h2 className="category-filters__title">
          {t('browse.category.filters')}
          {activeCount > 0 ? (
            // A badge spoken as its words: a plain span may not carry a label of its own.
            <span
              className="category-filters__count"
              role="img"
              aria-label={t('browse.category.activeFilters', { count: activeCount })}
            >
              {activeCount}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className="category-filters__clear"
          onClick={onClear}
          disabled={activeCount === 0}
        >
          {t('browse.category.clear')}
        </button>
      </div>
      {FILTERS.filter((filter) => showRating || filter.name !== 'rating').map((filter) => (
        <FilterSelect
          key={filter.name}
          label={t(filter.label)}
          allLabel={t(filter.allLabel)}
          value={filters[filter.name]}
          options={asOptions(options[filter.options])}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </div>
  );
}
