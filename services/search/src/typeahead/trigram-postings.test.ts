import { describe, expect, it } from 'vitest';
import { TrigramPostings } from './trigram-postings';

const texts = (values: string[][]) => {
  const encoded = values.map((row) => row.map((value) => Buffer.from(value)));
  return TrigramPostings.build(values.length, (position, add) => {
    for (const bytes of encoded[position]!) add(bytes, 0, bytes.length);
  });
};

const candidates = (postings: TrigramPostings, needle: string, stopAfter = Infinity) => {
  const found: number[] = [];
  const narrowed = postings.forEachCandidate(Buffer.from(needle), (position) => {
    found.push(position);
    return found.length < stopAfter;
  });
  return narrowed ? found : null;
};

describe('TrigramPostings', () => {
  // 40 rows, so a trigram in more than one row in 32 (two or more) is kept as a bitmap.
  const rows = Array.from({ length: 40 }, (_, index) => [`filler ${index}`]);
  rows[3] = ['alpha traders', 'U72200GJ2015PTC012345'];
  rows[7] = ['beta alpha'];
  rows[9] = ['alp ha'];
  rows[30] = ['gamma', 'L17110MH1973PLC019786'];
  const postings = texts(rows);

  it('should visit every row holding all trigrams of the needle, ascending', () => {
    expect(candidates(postings, 'alpha')).toEqual([3, 7]);
    expect(candidates(postings, 'ALPHA')).toEqual([3, 7]);
    expect(candidates(postings, 'filler')).toEqual(
      Array.from({ length: 40 }, (_, index) => index).filter(
        (index) => ![3, 7, 9, 30].includes(index),
      ),
    );
  });

  it('should find a CIN by any part, whatever the case, and not across two texts', () => {
    expect(candidates(postings, 'gj2015')).toEqual([3]);
    expect(candidates(postings, 'mh19')).toEqual([30]);
    expect(candidates(postings, 'gammal17')).toEqual([]);
  });

  it('should stop when the visitor has enough', () => {
    expect(candidates(postings, 'filler', 3)).toEqual([0, 1, 2]);
  });

  it('should find a needle of one or two characters anywhere, up to the end of a text', () => {
    expect(candidates(postings, 'ha')).toEqual([3, 7, 9]);
    // "12345" ends row 3's CIN, "6" row 30's; "ga" starts row 30's name.
    expect(candidates(postings, '45')).toEqual([3]);
    expect(candidates(postings, '86')).toEqual([30]);
    expect(candidates(postings, 'ga')).toEqual([30]);
    expect(candidates(postings, 'q')).toEqual([]);
    expect(candidates(postings, 'ha', 2)).toEqual([3, 7]);
  });

  it('should say when it cannot narrow a needle', () => {
    expect(candidates(postings, 'é')).toBeNull();
    expect(candidates(postings, '')).toBeNull();
    expect(candidates(postings, 'zzzz')).toEqual([]);
  });

  it('should keep holders far apart and at the last position', () => {
    // Gaps of one, two and three varint bytes, and a holder at the very end.
    const size = 300_000;
    const holders = new Map([
      [0, 'rare word'],
      [1, 'rare word'],
      [130, 'rare word'],
      [20_000, 'rare word'],
      [size - 1, 'rare word'],
    ]);
    const sparse = TrigramPostings.build(size, (position, add) => {
      const bytes = Buffer.from(holders.get(position) ?? '');
      add(bytes, 0, bytes.length);
    });
    expect(candidates(sparse, 'rare')).toEqual([...holders.keys()]);
    expect(candidates(sparse, 'ra')).toEqual([...holders.keys()]);
    expect(candidates(sparse, 'word', 2)).toEqual([0, 1]);
  });

  it('should hold nothing for no positions', () => {
    const empty = TrigramPostings.build(0, () => undefined);
    expect(candidates(empty, 'abc')).toEqual([]);
    expect(candidates(empty, 'a')).toEqual([]);
  });
});
