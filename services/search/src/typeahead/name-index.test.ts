import { describe, expect, it } from 'vitest';
import { compareCodePoints } from './code-point-order';
import { parseNotice } from './live-typeahead';
import { NameIndex } from './name-index';
import { NameListBuilder, type ChangedName, type NameList, type ShownCodec } from './name-list';

/** Shows a name upper-cased. */
const upperCodec: ShownCodec<string> = {
  textColumns: 1,
  numberColumns: 0,
  texts: (shown) => [shown],
  numbers: () => [],
  decode: ([shown]) => shown ?? '',
  keyColumn: 0,
};

function listOf(names: Array<[id: number, sortName: string, words?: string[]]>) {
  const builder = new NameListBuilder(upperCodec);
  const sorted = [...names].sort(([idA, a], [idB, b]) => compareCodePoints(a, b) || idA - idB);
  for (const [id, sortName] of sorted) builder.addName(id, sortName, sortName.toUpperCase());
  const words = sorted
    .flatMap(([id, , starts = []]) => starts.map((start) => [id, start] as const))
    .sort(([idA, a], [idB, b]) => compareCodePoints(a, b) || idA - idB);
  for (const [id, start] of words) builder.addWord(id, start);
  return builder.build();
}

const changed = (id: number, sortName: string, wordStarts: string[] = []): ChangedName<string> => ({
  id,
  sortName,
  shown: sortName.toUpperCase(),
  wordStarts,
});

const ids = (entries: { id: number }[]) => entries.map((entry) => entry.id);

describe('NameIndex', () => {
  const base = listOf([
    [1, 'alpha traders', ['traders']],
    [2, 'alpha foods', ['foods']],
    [3, 'beta alpha', ['alpha']],
    [4, 'alpha', []],
  ]);

  it('should walk names that start with a prefix in search order, up to the limit', () => {
    const index = new NameIndex(base);
    expect(ids(index.names('alpha', { limit: 10 }))).toEqual([4, 2, 1]);
    expect(ids(index.names('alpha', { limit: 2 }))).toEqual([4, 2]);
    expect(ids(index.names('alpha', { limit: 10, exact: true }))).toEqual([4]);
    expect(ids(index.names('gamma', { limit: 10 }))).toEqual([]);
  });

  it('should answer with re-read rows in place of the list: renamed, deleted and new', () => {
    const index = new NameIndex(base);
    index.apply(
      new Map([
        [2, changed(2, 'zeta foods', ['foods'])],
        [1, null],
        [9, changed(9, 'alpha beta', ['beta'])],
      ]),
      1,
    );
    expect(ids(index.names('alpha', { limit: 10 }))).toEqual([4, 9]);
    expect(ids(index.names('zeta', { limit: 10 }))).toEqual([2]);
    expect(index.words('be', { limit: 10 }).map((row) => [row.wordStart, row.entry.id])).toEqual([
      ['beta', 9],
    ]);
    expect(index.words('traders', { limit: 10 })).toEqual([]);
  });

  it('should keep only the re-reads that finished after a new list began when it swaps in', () => {
    const index = new NameIndex(base);
    index.apply(new Map([[1, changed(1, 'old re-read')]]), 1);
    index.apply(new Map([[3, changed(3, 'alpha newer')]]), 2);
    // A list read after re-read 1 finished: it holds row 1's change (here: renamed again).
    index.replaceBase(
      listOf([
        [1, 'alpha one'],
        [3, 'beta alpha'],
      ]),
      2,
    );
    expect(ids(index.names('alpha', { limit: 10 }))).toEqual([3, 1]);
    expect(index.overlaySize).toBe(1);
  });
});

describe('NameIndex.firstMatches', () => {
  const base = listOf([
    [1, 'alpha traders'],
    [2, 'alpha'],
    [3, 'beta alpha'],
    [4, 'zeta alphabet'],
    [5, 'alpha'],
    [6, 'gamma'],
  ]);
  const first = (index: NameIndex<string>, key: string, wanted = 10, maxScan = 100) =>
    index.firstMatches({ key, wanted, maxScan });

  it('should rank the key itself, then names that start with it, then the rest', () => {
    const index = new NameIndex(base);
    expect(first(index, 'alpha')).toEqual([2, 5, 1, 3, 4]);
    expect(first(index, 'alpha', 3)).toEqual([2, 5, 1]);
    expect(first(index, 'lph')).toEqual([2, 5, 1, 3, 4]);
    expect(first(index, 'a t')).toEqual([1]);
    expect(first(index, 'zz')).toEqual([]);
  });

  it('should put an exact extra first and match what alsoMatches accepts', () => {
    const index = new NameIndex(base);
    const exactExtra = { id: 6, sortName: 'gamma', shown: 'GAMMA' };
    expect(index.firstMatches({ key: 'alpha', wanted: 10, maxScan: 100, exactExtra })).toEqual([
      2, 5, 6, 1, 3, 4,
    ]);
  });

  it('should match inside a searched column when alsoMatches says so', () => {
    // Shown: a code, searched beside the name (as a company's CIN is).
    const codeCodec: ShownCodec<string> = { ...upperCodec, searchedColumns: [0] };
    const builder = new NameListBuilder(codeCodec);
    builder.addName(1, 'alpha', 'X-ALP-1');
    builder.addName(2, 'beta', 'X-ZETA-2');
    builder.addName(3, 'zeta', 'X-OTHER-3');
    const index = new NameIndex(builder.build());
    const codeHolds = (code: string | null) => code?.includes('ZETA') ?? false;
    const alsoMatches = {
      atPosition: (list: NameList<string>, position: number) =>
        codeHolds(list.entryAt(position).shown),
      entry: (entry: { shown: string }) => codeHolds(entry.shown),
    };
    expect(index.firstMatches({ key: 'zeta', wanted: 10, maxScan: 100, alsoMatches })).toEqual([
      3, 2,
    ]);
    expect(index.firstMatches({ key: 'zeta', wanted: 10, maxScan: 100 })).toEqual([3]);
  });

  it('should answer with re-read rows in place of the list', () => {
    const index = new NameIndex(base);
    index.apply(
      new Map([
        [5, null],
        [6, changed(6, 'alpha gamma')],
        [7, changed(7, 'omega alpha')],
      ]),
      1,
    );
    expect(first(index, 'alpha')).toEqual([2, 6, 1, 3, 7, 4]);
  });

  it('should find a short term by reading names in order or, past maxScan, by its trigrams', () => {
    const index = new NameIndex(base);
    expect(first(index, 'ph', 10, 100)).toEqual([2, 5, 1, 3, 4]);
    expect(first(index, 'ph', 10, 3)).toEqual([2, 5, 1, 3, 4]);
    expect(first(index, 'ph', 2, 3)).toEqual([2, 5]);
    expect(first(index, 'a', 10, 1)).toEqual([2, 5, 1, 3, 6, 4]);
    expect(first(index, 'et', 10, 1)).toEqual([3, 4]);
    expect(first(index, 'é', 10, 100)).toEqual([]);
    expect(first(index, 'é', 10, 1)).toBeNull();
  });
});

describe('parseNotice', () => {
  it('should read ids, a bulk change and nothing else', () => {
    expect(parseNotice('c:1,22,333')).toEqual({ kind: 'companies', ids: [1, 22, 333] });
    expect(parseNotice('b:7')).toEqual({ kind: 'brands', ids: [7] });
    expect(parseNotice('c:*')).toEqual({ kind: 'companies', ids: 'all' });
    expect(parseNotice('x:1')).toBeNull();
    expect(parseNotice('c:1,,2')).toBeNull();
  });
});

describe('compareCodePoints', () => {
  it("should order by code point, as PostgreSQL's C collation, beyond U+FFFF too", () => {
    const astral = '\u{1F600}';
    expect(compareCodePoints('abc', 'abd')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('abc', 'abc')).toBe(0);
    // UTF-16's `<` puts the surrogate pair first; by code point U+FFFD is the smaller.
    expect(compareCodePoints('\uFFFD', astral)).toBeLessThan(0);
    expect(compareCodePoints(astral, '\uFFFD')).toBeGreaterThan(0);
  });
});
