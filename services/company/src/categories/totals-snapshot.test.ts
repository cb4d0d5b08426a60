import { describe, expect, it } from 'vitest';
import { TotalsSnapshot } from './totals-snapshot';

function counter() {
  let reads = 0;
  let clock = 0;
  return {
    load: async () => ++reads,
    reads: () => reads,
    now: () => clock,
    advance: (ms: number) => (clock += ms),
  };
}

describe('TotalsSnapshot', () => {
  it('should reuse a read until it is maxAge old, then read again', async () => {
    const source = counter();
    const snapshot = new TotalsSnapshot(source.load, 1_000, source.now);
    expect(await snapshot.get()).toBe(1);
    source.advance(999);
    expect(await snapshot.get()).toBe(1);
    source.advance(1);
    expect(await snapshot.get()).toBe(2);
  });

  it('should share one read between callers that ask while it runs', async () => {
    const source = counter();
    const snapshot = new TotalsSnapshot(source.load, 1_000, source.now);
    expect(await Promise.all([snapshot.get(), snapshot.get(), snapshot.get()])).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(1);
  });

  it('should read on every call when the max age is 0', async () => {
    const source = counter();
    const snapshot = new TotalsSnapshot(source.load, 0, source.now);
    expect(await Promise.all([snapshot.get(), snapshot.get()])).toEqual([1, 2]);
  });

  it('should keep nothing from a failed read', async () => {
    let fail = true;
    const snapshot = new TotalsSnapshot(
      async () => {
        if (fail) throw new Error('database down');
        return 'counts';
      },
      1_000,
      () => 0,
    );
    await expect(snapshot.get()).rejects.toThrow('database down');
    fail = false;
    expect(await snapshot.get()).toBe('counts');
  });
});

describe('TotalsSnapshot.fresh', () => {
  it('should read now and let later calls reuse that read', async () => {
    const source = counter();
    const snapshot = new TotalsSnapshot(source.load, 1_000, source.now);
    expect(await snapshot.get()).toBe(1);
    expect(await snapshot.fresh()).toBe(2);
    expect(await snapshot.get()).toBe(2);
  });
});
