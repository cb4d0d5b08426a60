import { readFileSync } from 'node:fs';

// The shape of distributions.json: what derive-distributions.ts measured in the real sample
// (data/companies-datagovin-*.csv.gz) plus the state, GST and PIN tables it was given. Weights
// are counts, so the table stays exact and diffs stay readable.

export type Weights<T = string> = [T, number][];

/** [pin, district, post-office place] from the GeoNames PIN list. */
export type Place = [string, string, string];

export interface StateEntry {
  /** As in data/india-states-gst-cin-codes.csv, e.g. 'Tamil Nadu'. */
  name: string;
  cinCode: string;
  /** True when the CIN code is not in the compiled table and its ISO 3166-2:IN code stands in. */
  cinCodeAssumed: boolean;
  gstCode: string;
  weight: number;
  /** True for states that occur in the company sample (their weight is the observed count). */
  observed: boolean;
  rocs: Weights;
  places: Place[];
}

export interface ClassificationEntry {
  name: string;
  weight: number;
  nicCodes: Weights;
}

/** The columns that go together in the registry: class, category, sub-category, listing, CIN block. */
export interface CompanyKind {
  companyClass: string;
  category: string;
  subCategory: string;
  listing: string;
  block: string;
  weight: number;
}

export interface CapitalTable {
  /** Round amounts that companies choose often (1,00,000; 10,00,000 ...), with their counts. */
  authorizedExact: Weights<number>;
  /** Quantile edges of every other authorized amount; drawn log-uniformly between edges. */
  authorizedOther: number[];
  authorizedOtherWeight: number;
  /** Counts of paid-up = 0, paid-up = authorized, and 0 < paid-up < authorized. */
  paidUpZero: number;
  paidUpEqual: number;
  paidUpPartial: number;
  /** Quantile edges of paid-up / authorized when it lies strictly between 0 and 1. */
  paidUpRatios: number[];
}

export interface NameTokens {
  /** How many words a name has before its legal suffix. */
  coreLengths: Weights<number>;
  /** First words of real names, kept only when at least MIN_NAMES_PER_TOKEN names share them. */
  heads: Weights;
  /** Last words (the activity) per industrial classification. */
  tails: Record<string, Weights>;
  middles: Record<string, Weights>;
}

export interface Distributions {
  source: {
    files: string[];
    companies: number;
    /** The newest registration date in the sample; generated dates never pass it. */
    snapshotDate: string;
    minNamesPerToken: number;
  };
  states: StateEntry[];
  classifications: ClassificationEntry[];
  kinds: CompanyKind[];
  /** Registration years per kind group (see groupOf). */
  yearsByGroup: Record<string, Weights<number>>;
  /** Status weights for companies registered from `from` (until the next entry's `from`). */
  statusesByPeriod: { from: number; statuses: Weights }[];
  capitalByGroup: Record<string, CapitalTable>;
  nameTokens: NameTokens;
  /**
   * FNV-1a hashes (identifiers.hashString) of every company name in the sample, as base64 of
   * big-endian 32-bit words. The generator never emits a name whose hash is in this set, so no
   * synthetic company carries the name of a real one from data/.
   */
  realNameHashes: string;
}

export function decodeHashes(encoded: string): Set<number> {
  const bytes = Buffer.from(encoded, 'base64');
  const hashes = new Set<number>();
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4)
    hashes.add(bytes.readUInt32BE(offset));
  return hashes;
}

const GROUPS = new Set(['PTC', 'PLC', 'OPC', 'NPL', 'FTC']);

/**
 * Years and capital are kept per CIN block where the sample has enough rows (a One Person
 * Company cannot predate 2014; a Section 8 company often has no share capital); rarer blocks
 * borrow the table of their class.
 */
export function groupOf(block: string, companyClass: string): string {
  if (GROUPS.has(block)) return block;
  return companyClass === 'Public' ? 'PLC' : 'PTC';
}

export const DISTRIBUTIONS_FILE = new URL('./distributions.json', import.meta.url);

export function loadDistributions(file: URL | string = DISTRIBUTIONS_FILE): Distributions {
  return JSON.parse(readFileSync(file, 'utf8')) as Distributions;
}
