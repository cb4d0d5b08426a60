import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toSearchTerm } from '../engine/search-terms';
import { cinOrderOf, companyCodec, type CompanyShown } from './cin-list';
import { compareCodePoints } from './code-point-order';
import { NameListBuilder, type NameList } from './name-list';
import {
  openSnapshotFile,
  SnapshotFileError,
  writeSnapshotFile,
  type Parts,
} from './snapshot-file';
import { drain } from './steps';
import { brandCodecOn, Typeahead, type TypeaheadLists } from './typeahead';
import { listsToParts, SNAPSHOT_FORMAT, TypeaheadSnapshotStore } from './typeahead-snapshot';

const directory = mkdtempSync(path.join(tmpdir(), 'typeahead-snapshot-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const readAt = { snapshot: '100:105:101,103', database: '7713296512780933285:16384' };

const COMPANIES: Array<[id: number, name: string, cin: string | null]> = [
  [1, 'ALPHA TRADERS PRIVATE LIMITED', 'U51909DL2011PTC123456'],
  [2, 'ALPHA FOODS LLP', null],
  [3, 'BETA ALPHA INDUSTRIES LIMITED', 'L17110MH1973PLC019786'],
  [4, 'Ünïcode Ventures Private Limited', 'U72900KA2015PTC080001'],
  [5, 'GAMMA\tTAB & CO', 'U74999DL2020PTC999999'],
];
const BRANDS: Array<[id: number, name: string, companyId: number]> = [
  [10, 'Alpha Fresh', 2],
  [11, 'Betamax', 3],
];

function byKey<T extends [number, string, ...unknown[]]>(rows: T[]): T[] {
  return [...rows].sort(
    ([idA, a], [idB, b]) => compareCodePoints(a.toLowerCase(), b.toLowerCase()) || idA - idB,
  );
}

/** Later words of a name: every word after the first, from its first character on. */
function wordsOf(rows: Array<[number, string, ...unknown[]]>): Array<[number, string]> {
  return rows
    .flatMap(([id, name]) => {
      const key = name.toLowerCase();
      const starts = [...key.matchAll(/[ \t]+(\S)/g)].map((match) =>
        key.slice(match.index! + match[0].length - 1),
      );
      return starts.map((start) => [id, start.slice(0, 20)] as [number, string]);
    })
    .sort(([idA, a], [idB, b]) => compareCodePoints(a, b) || idA - idB);
}

function buildLists(): TypeaheadLists {
  const companies = new NameListBuilder(companyCodec);
  for (const [id, name, cin] of byKey(COMPANIES)) {
    companies.addName(id, name.toLowerCase(), { name, cin });
  }
  for (const [id, start] of wordsOf(COMPANIES)) companies.addWord(id, start);
  const built: { list: NameList<CompanyShown> | null } = { list: null };
  const brands = new NameListBuilder(
    brandCodecOn({ positionOf: (id) => companies.positionOf(id), list: () => built.list! }),
  );
  for (const [id, name, companyId] of byKey(BRANDS)) {
    brands.addName(id, name.toLowerCase(), {
      brandName: name,
      companyId,
      companyName: '',
      cin: null,
    });
  }
  for (const [id, start] of wordsOf(BRANDS)) brands.addWord(id, start);
  built.list = companies.build();
  return { companies: built.list, cinOrder: drain(cinOrderOf(built.list)), brands: brands.build() };
}

/** Every kind of answer the typeahead gives, for terms of every kind. */
function answersOf(typeahead: Typeahead) {
  const page = { cap: 1000, offset: 0, limit: 20, maxScan: 1000 };
  return [
    'a',
    'alpha',
    'al',
    'beta',
    'fre',
    'ü',
    'tab',
    'U51909',
    'PTC',
    'L17110MH1973PLC019786',
    'co',
  ].map((text) => {
    const term = toSearchTerm(text);
    return {
      head: typeahead.companyHead(term, 8),
      words: typeahead.companyWords(term, { limit: 8, exclude: [] }),
      page: typeahead.companyPage(term, page),
      brandHead: typeahead.brandHead(term, 8),
      brandWords: typeahead.brandWords(term, { limit: 8, exclude: [] }),
      brandPage: typeahead.brandPage(term, page),
    };
  });
}

describe('TypeaheadSnapshotStore', () => {
  it('should give back lists that answer every term as the lists it was given', async () => {
    const lists = buildLists();
    const store = new TypeaheadSnapshotStore(path.join(directory, 'round-trip'));
    await store.write(lists, readAt);
    const opened = (await store.open())!;
    expect(opened.meta).toEqual({ format: SNAPSHOT_FORMAT, readAt, companies: 5, brands: 2 });
    const read = await opened.lists();
    await opened.close();
    const answers = answersOf(new Typeahead(lists));
    expect(answers.some(({ head }) => head.length > 0)).toBe(true);
    expect(answers.some(({ brandHead }) => brandHead.length > 0)).toBe(true);
    expect(answersOf(new Typeahead(read))).toEqual(answers);
    expect(read.companies.byteLength).toBe(lists.companies.byteLength);
  });

  it('should have no file to open before the first write', async () => {
    expect(await new TypeaheadSnapshotStore(path.join(directory, 'none')).open()).toBeNull();
  });

  it('should refuse a file of another layout', async () => {
    const store = new TypeaheadSnapshotStore(path.join(directory, 'old'));
    await store.write(buildLists(), readAt);
    const file = readFileSync(store.path);
    const stale = file.toString('latin1').replace(`"format":${SNAPSHOT_FORMAT}`, '"format":0');
    writeFileSync(store.path, Buffer.from(stale, 'latin1'));
    await expect(store.open()).rejects.toThrow(SnapshotFileError);
  });

  // The layout of every part, as the lists write it: when this changes, raise SNAPSHOT_FORMAT
  // (a process would otherwise read an older file as if it were of the new layout) and update
  // the expectation.
  it('should have the layout of its format', () => {
    const layoutOf = (parts: Parts): unknown => {
      if (ArrayBuffer.isView(parts))
        return Buffer.isBuffer(parts) ? 'Buffer' : parts.constructor.name;
      // Each layout its elements have, once (a list of bitmaps is one kind many times).
      if (Array.isArray(parts)) {
        const layouts = parts.map((part: Parts) => JSON.stringify(layoutOf(part)));
        return [...new Set(layouts)].map((layout) => JSON.parse(layout) as unknown);
      }
      if (typeof parts === 'object' && parts !== null) {
        return Object.fromEntries(
          Object.entries(parts).map(([key, part]) => [key, layoutOf(part)]),
        );
      }
      return typeof parts;
    };
    const packed = { bytes: 'Buffer', offsets: 'Int32Array', nulls: 'object' };
    const narrow = { bytes: 'Uint8Array', width: 'number' };
    const keys = {
      stems: 'Buffer',
      offsets: { bases: 'Int32Array', distances: 'Uint16Array', blockBits: 'number' },
      endingOf: 'Uint8Array',
      endingBytes: 'Buffer',
      endingOffsets: 'Int32Array',
      nulls: 'object',
    };
    const trigrams = {
      size: 'number',
      counts: 'Int32Array',
      starts: 'Int32Array',
      lists: 'Uint8Array',
      bitmapOf: 'Int32Array',
      bitmaps: ['Uint32Array'],
    };
    const list = (texts: unknown[], numbers: unknown[]) => ({
      ids: { narrow },
      keys,
      texts,
      numbers,
      wordRefs: narrow,
      wordOffsets: 'Uint8Array',
      trigrams,
    });
    const cased = { cased: { cases: 'Uint8Array', otherAt: 'Int32Array', others: packed } };
    const cins = {
      cins: {
        packed: 'Buffer',
        length: 'number',
        nulls: 'Uint8Array',
        odd: 'object',
        oddAt: 'Int32Array',
        oddBytes: 'Buffer',
        oddOffsets: 'Int32Array',
      },
    };
    expect({ format: SNAPSHOT_FORMAT, layout: layoutOf(listsToParts(buildLists())) }).toEqual({
      format: 2,
      layout: {
        companies: list([cased, cins], []),
        cinOrder: 'Int32Array',
        brands: list([cased], [{ narrow }]),
      },
    });
  });
});

describe('snapshot files', () => {
  const parts = {
    bytes: Buffer.from('héllo'),
    halves: new Uint16Array([1, 65535]),
    wholes: new Float64Array([0.5, 2 ** 40]),
    nested: [{ n: 3, nothing: null, words: new Int32Array([-1, 7, 9]) }],
  };

  it('should read back what was written, each array as the type it was', async () => {
    const file = path.join(directory, 'parts.snapshot');
    await writeSnapshotFile(file, { note: 'x' }, parts);
    const opened = (await openSnapshotFile<{ note: string }>(file))!;
    expect(opened.meta).toEqual({ note: 'x' });
    const read = (await opened.read()) as typeof parts;
    await opened.close();
    expect(Buffer.isBuffer(read.bytes)).toBe(true);
    expect(read).toEqual(parts);
  });

  it('should refuse a file cut short, one with a changed byte, and one that is not a snapshot', async () => {
    const file = path.join(directory, 'damaged.snapshot');
    await writeSnapshotFile(file, {}, parts);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 3));
    await expect(openSnapshotFile(file)).rejects.toThrow(/header says/);
    const flipped = Buffer.from(whole);
    flipped[whole.length - 20]! ^= 0xff;
    writeFileSync(file, flipped);
    const opened = (await openSnapshotFile(file))!;
    await expect(opened.read()).rejects.toThrow(/CRC/);
    await opened.close();
    writeFileSync(file, 'not a snapshot at all');
    await expect(openSnapshotFile(file)).rejects.toThrow(SnapshotFileError);
  });
});
