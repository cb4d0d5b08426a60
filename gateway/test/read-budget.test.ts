import { describe, expect, it } from 'vitest';
import { ReadBudget } from '../src/plugins/read-budget';

describe(ReadBudget.name, () => {
  it('should allow the budget per address and window, then say how long to wait', () => {
    let now = 1_000_000;
    const budget = new ReadBudget(3, 60_000, () => now);

    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([null, null, null]);
    now += 15_000;
    expect(budget.take('a')).toBe(45);
    expect(budget.take('b')).toBeNull();

    now += 45_000;
    expect(budget.take('a')).toBeNull();
  });
});
