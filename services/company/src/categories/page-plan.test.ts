import { describe, expect, it } from 'vitest';
import {
  BRANCH_COST,
  MAX_GROUP_BRANCHES,
  STATUS_SKIP_RISK,
  candidatePlans,
  matchingGroups,
  planPage,
  type CategorySummary,
  type DimensionValue,
  type ReadPlan,
} from './page-plan';

const value = (name: string | null, slice: number, matched = slice): DimensionValue => ({
  value: name,
  slice,
  matched,
});

/** A category of 1000 companies with no filter: 3 types, 2 states, 2 statuses. */
const unfiltered: CategorySummary = {
  total: 1000,
  values: {
    state: [value('Goa', 600), value('Delhi', 400)],
    type: [value('Private Limited', 900), value('Public Limited', 60), value(null, 40)],
    status: [value('Active', 700), value('Strike Off', 300)],
  },
};

const read = (plan: ReturnType<typeof planPage>): ReadPlan => {
  if (plan.kind !== 'read') throw new Error('expected a read plan');
  return plan;
};

describe(planPage.name, () => {
  it('should plan nothing for an empty list or a page past the last', () => {
    const empty: CategorySummary = { total: 0, values: { state: [], type: [], status: [] } };
    expect(planPage(empty, 0, 12)).toEqual({ kind: 'empty' });
    expect(planPage(unfiltered, 1000, 12)).toEqual({ kind: 'empty' });
    expect(planPage(unfiltered, 5000, 12)).toEqual({ kind: 'empty' });
  });

  it('should read the first page forwards with the fewest branches when nothing is filtered', () => {
    const plan = read(planPage(unfiltered, 0, 12));
    expect(plan).toMatchObject({ index: 'state', offset: 0, limit: 12, reverse: false });
    expect(plan.branches).toEqual([{ state: 'Goa' }, { state: 'Delhi' }]);
  });

  it('should read a page past the middle backwards from the end', () => {
    const plan = read(planPage(unfiltered, 984, 12));
    expect(plan).toMatchObject({ offset: 4, limit: 12, reverse: true });
  });

  it('should shorten the last page to the rows that exist', () => {
    const plan = read(planPage(unfiltered, 996, 12));
    expect(plan).toMatchObject({ offset: 0, limit: 4, reverse: true });
  });

  it('should read a page in the middle forwards when it is not past the middle', () => {
    expect(read(planPage(unfiltered, 492, 12)).reverse).toBe(false);
    expect(read(planPage(unfiltered, 500, 12)).reverse).toBe(true);
  });

  it('should drive by the filtered dimension whose slice wastes least', () => {
    // Public Limited in Pradesh states: 42 companies. The type slice holds 60, the state
    // slices 1000 (two states and two statuses among the matches: no exact groups).
    const summary: CategorySummary = {
      total: 42,
      values: {
        state: [value('Uttar Pradesh', 600, 30), value('Madhya Pradesh', 400, 12)],
        type: [value('Public Limited', 60, 42)],
        status: [value('Active', 700, 32), value('Strike Off', 300, 10)],
      },
    };
    const plan = read(planPage(summary, 0, 12));
    expect(plan.index).toBe('type');
    expect(plan.branches).toEqual([{ type: 'Public Limited' }]);
  });

  it('should read exact groups when the filters pin all but one dimension', () => {
    // Goa & Active & any type: 420 of 10,000. The group index reads 3 exact slices; every
    // other index would read about 15 entries per company shown.
    const summary: CategorySummary = {
      total: 420,
      values: {
        state: [value('Goa', 6000, 420)],
        type: [
          value('Private Limited', 9000, 380),
          value('Public Limited', 600, 30),
          value(null, 400, 10),
        ],
        status: [value('Active', 7000, 420)],
      },
    };
    const plan = read(planPage(summary, 300, 12));
    expect(plan.index).toBe('group');
    expect(plan.branches).toEqual([
      { state: 'Goa', type: 'Private Limited', status: 'Active' },
      { state: 'Goa', type: 'Public Limited', status: 'Active' },
      { state: 'Goa', type: null, status: 'Active' },
    ]);
  });

  it('should price rows skipped for the status filter far above the even spread', () => {
    // Delhi & Strike Off. Struck-off companies score low, so they sit at the end of Delhi's
    // slice; reading that slice and skipping the rest took 3-6 ms for page 1 on the 1M-company
    // bench, the exact groups 0.4 ms. Here Strike Off is a third of Delhi's slice.
    const summary: CategorySummary = {
      total: 6500,
      values: {
        state: [value('Delhi', 19_600, 6500)],
        type: [
          value('Private Limited', 170_000, 6000),
          value('Public Limited', 15_000, 400),
          value('One Person Company', 5_000, 70),
          value(null, 3_517, 30),
        ],
        status: [value('Strike Off', 40_000, 6500)],
      },
    };
    const plans = Object.fromEntries(
      candidatePlans(summary, 0, 12).map((plan) => [plan.index, plan.cost]),
    );
    // Delhi's slice: 12 rows wanted, ~36 read by an even spread (which alone would pick it);
    // the 24 skipped for the status filter at STATUS_SKIP_RISK.
    expect(plans.state).toBe(
      BRANCH_COST + 12 + Math.ceil(((12 * 19_600) / 6500 - 12) * STATUS_SKIP_RISK),
    );
    expect(plans.group).toBe(4 * BRANCH_COST + 12);
    expect(read(planPage(summary, 0, 12)).index).toBe('group');
  });

  it('should start at a cursor instead of skipping rows, at any depth', () => {
    const cursor = { key: [-70, 'Acme', 42] as [number, string, number], mode: 'after' as const };
    const plan = read(planPage(unfiltered, 492, 12, cursor));
    expect(plan).toMatchObject({ offset: 0, limit: 12, reverse: false, cursor });
    expect(plan.cost).toBe(2 * BRANCH_COST + 12);
  });

  it('should read backwards from a cursor that marks the end of the page', () => {
    const cursor = { key: [1, 'Zed', 7] as [number, string, number], mode: 'before' as const };
    expect(read(planPage(unfiltered, 12, 12, cursor))).toMatchObject({ offset: 0, reverse: true });
  });

  it('should cost a plan as its branches plus the index entries it expects to read', () => {
    const byIndex = Object.fromEntries(
      candidatePlans(unfiltered, 0, 12).map((plan) => [plan.index, plan.cost]),
    );
    expect(byIndex).toEqual({
      state: 2 * BRANCH_COST + 12,
      type: 3 * BRANCH_COST + 12,
      status: 2 * BRANCH_COST + 12,
    });
  });
});

describe(matchingGroups.name, () => {
  it('should give no groups when two dimensions hold several values', () => {
    expect(matchingGroups(unfiltered)).toBeNull();
  });

  it('should give one group when every dimension holds one value', () => {
    const summary: CategorySummary = {
      total: 5,
      values: {
        state: [value('Goa', 9, 5)],
        type: [value(null, 9, 5)],
        status: [value('Active', 9, 5)],
      },
    };
    expect(matchingGroups(summary)).toEqual([{ state: 'Goa', type: null, status: 'Active' }]);
  });

  it('should give no groups when they would be too many branches', () => {
    const states = Array.from({ length: MAX_GROUP_BRANCHES + 1 }, (_, index) =>
      value(`State ${index}`, 10),
    );
    const summary: CategorySummary = {
      total: states.length * 10,
      values: {
        state: states,
        type: [value('Private Limited', 170)],
        status: [value('Active', 170)],
      },
    };
    expect(matchingGroups(summary)).toBeNull();
  });
});
