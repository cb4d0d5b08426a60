import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './bulk-check.job';
import type { NameSearch } from './name-match';

describe(limitConcurrency.name, () => {
  it('should keep at most the limit of searches in flight across callers, and answer each', async () => {
    let active = 0;
    let most = 0;
    const search: NameSearch = async (name) => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, name.length % 3));
      active -= 1;
      return [{ id: name.length, name, location: null }];
    };
    const limited = limitConcurrency(search, 4);
    // Two batches asking at once, as the job's overlapping batches do.
    const names = Array.from({ length: 60 }, (_, index) => `name ${'x'.repeat(index)}`);
    const answers = await Promise.all([
      Promise.all(names.slice(0, 30).map(limited)),
      Promise.all(names.slice(30).map(limited)),
    ]);
    expect(answers.flat().map(([hit]) => hit!.name)).toEqual(names);
    expect(most).toBe(4);
  });

  it('should free the slot of a search that failed', async () => {
    const limited = limitConcurrency(async (name) => {
      if (name === 'down') throw new Error('down');
      return [];
    }, 1);
    await expect(limited('down')).rejects.toThrow('down');
    await expect(limited('up')).resolves.toEqual([]);
  });
});
