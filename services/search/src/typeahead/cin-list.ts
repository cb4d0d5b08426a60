import { compareCodePoints } from './code-point-order';
import type { NameIndex } from './name-index';
import {
  lowerBound,
  type NameEntry,
  type NameList,
  type ShownCodec,
  type TextColumn,
} from './name-list';
import type { Steps } from './steps';

/** What a company suggestion shows. */
export interface CompanyShown {
  name: string;
  cin: string | null;
}

/** Texts: the name, then the CIN (the column CinList reads). */
export const companyCodec: ShownCodec<CompanyShown> = {
  textColumns: 2,
  numberColumns: 0,
  texts: ({ name, cin }) => [name, cin],
  numbers: () => [],
  decode: ([name, cin]) => ({ name: name ?? '', cin: cin ?? null }),
  // Spec §7: a name search is a partial match on the name or the CIN.
  searchedColumns: [1],
  keyColumn: 0,
  cinColumns: [1],
};
const CIN_COLUMN = 1;

/** Whether the CIN at `position` of the list contains `fragment` (upper case, as CINs are). */
export function cinIncludes(
  list: NameList<CompanyShown>,
  position: number,
  fragment: Uint8Array,
): boolean {
  return list.textColumn(CIN_COLUMN).includes(position, fragment);
}

/**
 * The positions of a list's companies that have a CIN, in CIN order, in steps (steps.ts) (C collation, as
 * companies_cin_prefix holds them; CINs are unique, so the order is the index's).
 */
export function cinOrderOf(list: Pick<NameList<CompanyShown>, 'textColumn'>): Steps<Int32Array> {
  return list.textColumn(CIN_COLUMN).sortSteps();
}

/**
 * The companies of a NameList by CIN (C order, as companies_cin_prefix holds them): an exact
 * CIN, and CINs that start with a typed fragment, in the order of cinOrderOf; rows re-read
 * since the list was built come from the NameIndex's overlay.
 */
export class CinList {
  private readonly cins: TextColumn;

  /** `order`: the positions of the companies with a CIN, in CIN order (C collation). */
  constructor(
    private readonly list: NameList<CompanyShown>,
    private readonly order: Int32Array,
  ) {
    this.cins = list.textColumn(CIN_COLUMN);
  }

  /**
   * Up to `limit` companies whose CIN starts with `prefix` (equals it, when `exact`) and that
   * `keep` accepts, in CIN order, the list's rows overlaid by `index`'s re-reads.
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
    const key = Buffer.from(prefix);
    const found: NameEntry<CompanyShown>[] = [];
    const first = lowerBound(this.order.length, (at) => this.cins.compare(this.order[at]!, key));
    for (let at = first; at < this.order.length; at++) {
      if (found.length === limit) break;
      const position = this.order[at]!;
      if (!(exact ? this.cins.equals(position, key) : this.cins.startsWith(position, key))) break;
      if (index.isOverlaid(this.list.idAt(position))) continue;
      const entry = this.list.entryAt(position);
      if (keep(entry)) found.push(entry);
    }
    const matches = (cin: string | null) =>
      cin !== null && (exact ? cin === prefix : cin.startsWith(prefix));
    for (const name of index.overlaidNames()) {
      if (matches(name.shown.cin) && keep(name)) found.push(name);
    }
    return found
      .sort((a, b) => compareCodePoints(a.shown.cin!, b.shown.cin!) || a.id - b.id)
      .slice(0, limit);
  }
}
