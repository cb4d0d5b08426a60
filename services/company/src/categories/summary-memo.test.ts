import { describe, expect, it } from 'vitest';
import type { CategoryCompaniesFilters } from '@trusthive/contracts';
import { summarizeCounts, type CategoryCountRow } from './summarize-counts';
import { MAX_SUMMARIES_PER_SNAPSHOT, SummaryMemo, unlessChanged } from './summary-memo';

const rows: CategoryCountRow[] = [
  { state: 'Delhi', type: 'Private', status: 'Active', count: 10 },
  { state: 'Goa', type: 'Public', status: 'Strike Off', count: 4 },
];
const filters = (partial: Partial<CategoryCompaniesFilters>): CategoryCompaniesFilters => ({
  state: undefined,
  class: undefined,
  status: undefined,
  ...partial,
});

describe(SummaryMemo.name, () => {
  it('should give what summarizeCounts gives, once per snapshot and filter combination', () => {
    const memo = new SummaryMemo();
    const goa = memo.summarize(rows, filters({ state: 'goa' }));
    expect(goa).toEqual(summarizeCounts(rows, filters({ state: 'goa' })));
    expect(memo.summarize(rows, filters({ state: 'goa' }))).toBe(goa);
    expect(memo.summarize(rows, filters({ status: 'Active' })).total).toBe(10);
  });

  it('should summarize a new snapshot afresh', () => {
    const memo = new SummaryMemo();
    const before = memo.summarize(rows, filters({}));
    const grown = [...rows, { state: 'Goa', type: 'Private', status: 'Active', count: 1 }];
    expect(memo.summarize(grown, filters({})).total).toBe(before.total + 1);
  });

  it('should stay bounded and still answer past its bound', () => {
    const memo = new SummaryMemo();
    for (let i = 0; i <= MAX_SUMMARIES_PER_SNAPSHOT; i++) {
      memo.summarize(rows, filters({ state: `state ${i}` }));
    }
    expect(memo.summarize(rows, filters({ state: 'delhi' })).total).toBe(10);
  });
});

describe(unlessChanged.name, () => {
  it('should keep the earlier array when every group and count is the same', () => {
    const again = rows.map((row) => ({ ...row }));
    expect(unlessChanged(rows, again)).toBe(rows);
  });

  it('should take the new read when a count, a group or the length differs', () => {
    const moved = rows.map((row, i) => (i === 1 ? { ...row, count: 5 } : { ...row }));
    expect(unlessChanged(rows, moved)).toBe(moved);
    const renamed = rows.map((row, i) => (i === 0 ? { ...row, state: 'Assam' } : { ...row }));
    expect(unlessChanged(rows, renamed)).toBe(renamed);
    const shorter = [{ ...rows[0]! }];
    expect(unlessChanged(rows, shorter)).toBe(shorter);
    expect(unlessChanged(undefined, shorter)).toBe(shorter);
  });
});
