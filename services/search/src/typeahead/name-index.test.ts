import { describe, expect, it } from 'vitest';
import { compareCodePoints } from './code-point-order';
import { parseNotice } from './live-typeahead';
import { NameIndex } from './name-index';
import { NameListBuilder, type ChangedName, type ShownCodec } from './name-list';

/** Shows a name upper-cased. */
const upperCodec: ShownCodec<string> = {
  textColumns: 1,
  numberColumns: 0,
  texts: (shown) => [shown],
  numbers: () => [],
  decode: ([shown]) => shown ?? '',
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
