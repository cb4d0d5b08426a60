import { useId } from 'react';
import type { CategoryFilters as FilterOptions } from '@trusthive/contracts';
import { ALL, type CategoryParams, type FilterName } from '../hooks/use-category-params';

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
  options: readonly { value: string; label: string }[];
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
        {listed ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The filters in page order: the URL parameter, the label, the "all" choice and the option list. */
const FILTERS = [
  { name: 'state', label: 'Location', allLabel: 'All states', options: 'states' },
  { name: 'class', label: 'Company type', allLabel: 'All types', options: 'classes' },
  { name: 'status', label: 'Status', allLabel: 'All statuses', options: 'statuses' },
  { name: 'rating', label: 'Rating', allLabel: 'All ratings', options: 'ratings' },
] as const satisfies readonly {
  name: FilterName;
  label: string;
  allLabel: string;
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
          Filters
          {activeCount > 0 ? (
            // A badge spoken as its words: a plain span may not carry a label of its own.
            <span
              className="category-filters__count"
              role="img"
              aria-label={`${activeCount} active`}
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
          Clear
        </button>
      </div>
      {FILTERS.filter((filter) => showRating || filter.name !== 'rating').map((filter) => (
        <FilterSelect
          key={filter.name}
          label={filter.label}
          allLabel={filter.allLabel}
          value={filters[filter.name]}
          options={asOptions(options[filter.options])}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </div>
  );
}
