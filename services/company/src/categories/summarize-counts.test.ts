import { describe, expect, it } from 'vitest';
import type { CategoryCompaniesFilters } from '@trusthive/contracts';
import { summarizeCounts as summarize, type CategoryCountRow } from './summarize-counts';

const summarizeCounts = (counts: CategoryCountRow[], filters: Partial<CategoryCompaniesFilters>) =>
  summarize(counts, { state: undefined, class: undefined, status: undefined, ...filters });

const rows: CategoryCountRow[] = [
  { state: 'Uttar Pradesh', type: 'Private', status: 'Active', count: 10 },
  { state: 'Uttar Pradesh', type: 'Public', status: 'Strike Off', count: 4 },
  { state: 'Madhya Pradesh', type: 'Private', status: 'Active', count: 3 },
  { state: 'Goa', type: 'Private', status: 'Active', count: 2 },
  { state: null, type: null, status: 'Active', count: 1 },
  // Emptied groups stay in the table with a count of 0 until vacuumed away.
  { state: 'Kerala', type: 'Private', status: 'Active', count: 0 },
];

const sortedValues = (summary: ReturnType<typeof summarizeCounts>) =>
  Object.fromEntries(
    Object.entries(summary.values).map(([dimension, values]) => [
      dimension,
      // Nulls last, the rest by value: the summary's own order carries no meaning.
      [...values].sort((a, b) => (a.value ?? '\uffff').localeCompare(b.value ?? '\uffff')),
    ]),
  );

describe(summarize.name, () => {
  it('should total every group and give each value its slice without filters', () => {
    const summary = summarizeCounts(rows, {});
    expect(summary.total).toBe(20);
    expect(sortedValues(summary)).toEqual({
      state: [
        { value: 'Goa', slice: 2, matched: 2 },
        { value: 'Madhya Pradesh', slice: 3, matched: 3 },
        { value: 'Uttar Pradesh', slice: 14, matched: 14 },
        { value: null, slice: 1, matched: 1 },
      ],
      type: [
        { value: 'Private', slice: 15, matched: 15 },
        { value: 'Public', slice: 4, matched: 4 },
        { value: null, slice: 1, matched: 1 },
      ],
      status: [
        { value: 'Active', slice: 16, matched: 16 },
        { value: 'Strike Off', slice: 4, matched: 4 },
      ],
    });
  });

  it('should match the state by part, in any case, and keep whole slices of matching values', () => {
    const summary = summarizeCounts(rows, { state: 'PRADESH', status: 'Active' });
    expect(summary.total).toBe(13);
    expect(sortedValues(summary)).toEqual({
      state: [
        { value: 'Madhya Pradesh', slice: 3, matched: 3 },
        { value: 'Uttar Pradesh', slice: 14, matched: 10 },
      ],
      type: [{ value: 'Private', slice: 15, matched: 13 }],
      status: [{ value: 'Active', slice: 16, matched: 13 }],
    });
  });

  it('should take filter characters literally and match nothing for an unknown value', () => {
    expect(summarizeCounts(rows, { state: '%' }).total).toBe(0);
    expect(summarizeCounts(rows, { class: 'Unlimited' })).toEqual({
      total: 0,
      values: { state: [], type: [], status: [] },
    });
  });

  it('should never match a company without a state to a state filter', () => {
    expect(summarizeCounts(rows, { state: 'a', class: 'Private' }).total).toBe(15);
  });
});
