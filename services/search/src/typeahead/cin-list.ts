import { compareCodePoints } from './code-point-order';
import type { NameEntry, NameList } from './name-list';
import type { NameIndex } from './name-index';

/** What a company suggestion shows. */
export interface CompanyShown {
  name: string;
  cin: string | null;
}

/**
 * The companies of a NameList by CIN (C order, as companies_cin_prefix holds them): an exact
 * CIN, and CINs that start with a typed fragment. Built with its NameList; rows re-read since
 * then come from the NameIndex's overlay.
 */
export class CinList {
  constructor(
    private readonly list: NameList<CompanyShown>,
    private readonly cins: readonly string[],
    private readonly positions: Int32Array,
  ) {}

  static of(list: NameList<CompanyShown>): CinList {
    const withCin: number[] = [];
    for (let position = 0; position < list.size; position++) {
      if (list.entryAt(position).shown.cin !== null) withCin.push(position);
    }
    const cinAt = (position: number) => list.entryAt(position).shown.cin!;
    withCin.sort((a, b) => compareCodePoints(cinAt(a), cinAt(b)));
    return new CinList(list, withCin.map(cinAt), Int32Array.from(withCin));
  }

  /**
   * Up to `limit` companies whose CIN starts with `prefix` (equals it, when `exact`) and that
   * `keep` accepts, in CIN order, the index's rows overlaid by `index`'s re-reads.
   */
  companies(
    index: NameIndex<CompanyShown>,
    prefix: string,
    {
      limit,
      exact = false,
      keep = () => true,
    }: { limit: number; exact?: boolean; keep?: (entry: NameEntry<CompanyShown>) => boolean },
  ): NameEntry<CompanyShown>[] {
    const matches = (cin: string | null) =>
      cin !== null && (exact ? cin === prefix : cin.startsWith(prefix));
    const found: NameEntry<CompanyShown>[] = [];
    for (let at = this.firstFrom(prefix); at < this.cins.length; at++) {
      if (found.length === limit) break;
      if (!matches(this.cins[at]!)) break;
      const position = this.positions[at]!;
      if (index.isOverlaid(this.list.idAt(position))) continue;
      const entry = this.list.entryAt(position);
      if (keep(entry)) found.push(entry);
    }
    for (const name of index.overlaidNames()) {
      if (matches(name.shown.cin) && keep(name)) found.push(name);
    }
    return found
      .sort((a, b) => compareCodePoints(a.shown.cin!, b.shown.cin!) || a.id - b.id)
      .slice(0, limit);
  }

  private firstFrom(key: string): number {
    let low = 0;
    let high = this.cins.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(this.cins[middle]!, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
