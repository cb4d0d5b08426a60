import { PackedStrings, PackedStringsBuilder } from './packed-strings';
import { arrayPart, nestedPart, type Parts } from './snapshot-file';
import type { StringColumn } from './string-column';
import { grown, release } from './typed-arrays';

/**
 * The shown text of each name (a company's name as registered, a brand's as written), kept as
 * how its case differs from the name's key (PostgreSQL's lower()) rather than as a second copy
 * of the name: two bits a name, and the text itself only for the few that no rule gives.
 * Registered company names are upper case and brands mostly capitalise each word, so nearly
 * every name is its key with the ASCII letters (or each word's first) raised.
 *
 * A rule only ever changes ASCII letters, and a name takes it only when it gives the shown
 * text exactly, so a name whose lower() differs beyond ASCII is kept as written.
 */
export class CasedTexts {
  constructor(
    private readonly keys: StringColumn,
    /** Two bits a position: one of the CASE rules. */
    private readonly cases: Uint8Array,
    /** The positions whose text no rule gives (CASE.other), ascending, and their texts. */
    private readonly otherAt: Int32Array,
    private readonly others: PackedStrings,
  ) {}

  /** What a snapshot file keeps (see snapshot-file.ts); the keys are the list's own. */
  toParts(): Parts {
    return { cases: this.cases, otherAt: this.otherAt, others: this.others.toParts() };
  }

  static fromParts(parts: Parts, keys: StringColumn): CasedTexts {
    return new CasedTexts(
      keys,
      arrayPart(parts, 'cases', Uint8Array),
      arrayPart(parts, 'otherAt', Int32Array),
      PackedStrings.fromParts(nestedPart(parts, 'others')),
    );
  }

  get(position: number): string | null {
    const rule = (this.cases[position >>> 2]! >>> ((position & 3) * 2)) & 3;
    if (rule === CASE.same) return this.keys.get(position);
    if (rule === CASE.other) {
      let low = 0;
      let high = this.otherAt.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.otherAt[middle]! < position) low = middle + 1;
        else high = middle;
      }
      return this.others.get(low);
    }
    let text = '';
    this.keys.visitBytes(position, (bytes, start, end) => {
      text = raised(bytes, start, end, rule === CASE.title);
    });
    return text;
  }

  get byteLength(): number {
    return this.cases.byteLength + this.otherAt.byteLength + this.others.byteLength;
  }

  /** Names kept as written (no rule gives them), for the memory reports. */
  get otherCount(): number {
    return this.otherAt.length;
  }
}

/** How a shown text is made from its key. */
export const CASE = {
  /** The key itself. */
  same: 0,
  /** Every ASCII letter raised. */
  upper: 1,
  /** The ASCII letter at the start and after each space raised. */
  title: 2,
  /** Kept as written. */
  other: 3,
} as const;

/** The rule that makes `shown` from `key`, or CASE.other. */
export function caseOf(key: string, shown: string | null): number {
  if (shown === null || shown.length !== key.length) return CASE.other;
  let same = true;
  let upper = true;
  let title = true;
  for (let at = 0; at < key.length; at++) {
    const from = key.charCodeAt(at);
    const to = shown.charCodeAt(at);
    const letter = from >= 0x61 && from <= 0x7a;
    const raised = letter ? from - 0x20 : from;
    if (to !== from) same = false;
    if (to !== raised) upper = false;
    if (to !== (at === 0 || key.charCodeAt(at - 1) === 0x20 ? raised : from)) title = false;
    if (!same && !upper && !title) return CASE.other;
  }
  return same ? CASE.same : upper ? CASE.upper : CASE.title;
}

let scratch = Buffer.allocUnsafe(256);

/** The text of UTF-8 bytes [start, end) with ASCII letters raised (each word's first only). */
function raised(bytes: Uint8Array, start: number, end: number, title: boolean): string {
  const length = end - start;
  if (length > scratch.length) scratch = Buffer.allocUnsafe(Math.max(length, scratch.length * 2));
  for (let at = 0; at < length; at++) {
    const byte = bytes[start + at]!;
    const raise =
      byte >= 0x61 && byte <= 0x7a && (!title || at === 0 || bytes[start + at - 1] === 0x20);
    scratch[at] = raise ? byte - 0x20 : byte;
  }
  return scratch.toString('utf8', 0, length);
}

/**
 * caseOf on UTF-8 bytes: the key [keyStart, keyEnd) and the shown text [start, end) of
 * `shown`. The rules change ASCII letters only (a byte each) and a space is byte 0x20 only, so
 * bytes give the rule the strings do.
 */
export function caseOfBytes(
  key: Uint8Array,
  keyStart: number,
  keyEnd: number,
  shown: Uint8Array,
  start: number,
  end: number,
): number {
  if (end - start !== keyEnd - keyStart) return CASE.other;
  let same = true;
  let upper = true;
  let title = true;
  for (let at = 0; at < end - start; at++) {
    const from = key[keyStart + at]!;
    const to = shown[start + at]!;
    const raised = from >= 0x61 && from <= 0x7a ? from - 0x20 : from;
    if (to !== from) same = false;
    if (to !== raised) upper = false;
    if (to !== (at === 0 || key[keyStart + at - 1] === 0x20 ? raised : from)) title = false;
    if (!same && !upper && !title) return CASE.other;
  }
  return same ? CASE.same : upper ? CASE.upper : CASE.title;
}

/** Collects the case rules of names as they are added, in position order. */
export class CasedTextsBuilder {
  private cases = new Uint8Array(256);
  private count = 0;
  private otherAt: number[] = [];
  private readonly others = new PackedStringsBuilder();

  add(key: string, shown: string | null): void {
    const rule = caseOf(key, shown);
    this.push(rule);
    if (rule === CASE.other) this.others.add(shown);
  }

  /** add, on UTF-8 bytes (see caseOfBytes); `shown` null for a null text. */
  addBytes(
    key: Uint8Array,
    keyStart: number,
    keyEnd: number,
    shown: Uint8Array | null,
    start: number,
    end: number,
  ): void {
    if (shown === null) {
      this.push(CASE.other);
      this.others.add(null);
      return;
    }
    const rule = caseOfBytes(key, keyStart, keyEnd, shown, start, end);
    this.push(rule);
    if (rule === CASE.other) this.others.addBytes(shown, start, end);
  }

  private push(rule: number): void {
    if (this.count >>> 2 >= this.cases.length) {
      this.cases = grown(this.cases, new Uint8Array(this.cases.length * 2));
    }
    this.cases[this.count >>> 2]! |= rule << ((this.count & 3) * 2);
    if (rule === CASE.other) this.otherAt.push(this.count);
    this.count += 1;
  }

  build(keys: StringColumn): CasedTexts {
    const texts = new CasedTexts(
      keys,
      this.cases.slice(0, (this.count + 3) >>> 2),
      Int32Array.from(this.otherAt),
      this.others.build(),
    );
    release(this.cases);
    this.cases = new Uint8Array(0);
    this.otherAt = [];
    return texts;
  }
}
