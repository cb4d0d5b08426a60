// npx tsx scripts/generate/derive-distributions.ts [--data-dir data] [--out scripts/generate/distributions.json]
//
// Measures the real MCA sample once and writes the small table the generator draws from
// (distributions.json, committed). Run it again only when data/ changes; the generator
// itself never reads the company sample, so its output depends on the seed and this table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import * as prettier from 'prettier';
import {
  DISTRIBUTIONS_FILE,
  groupOf,
  type CapitalTable,
  type ClassificationEntry,
  type CompanyKind,
  type Distributions,
  type NameTokens,
  type Place,
  type StateEntry,
  type Weights,
} from './distributions';
import { hashString } from './identifiers';

const COMPANY_FILES = ['companies-datagovin-goa.csv.gz', 'companies-datagovin-dl-gj-ka.csv.gz'];
const STATES_FILE = 'india-states-gst-cin-codes.csv';
const PINS_FILE = 'pincodes-india-geonames.tsv.gz';

/** A real word is kept only when this many different real names use it in that position. */
const MIN_NAMES_PER_TOKEN = 4;
/** States the sample lacks share this part of all companies, split by their post-office count. */
const UNOBSERVED_STATES_SHARE = 0.25;
/** PIN codes kept per state (spread over the sorted list, so every district tends to appear). */
const PLACES_PER_STATE = 60;
const CAPITAL_QUANTILES = 40;
/** An authorized amount chosen by at least this share of a group is kept as an exact value. */
const EXACT_AMOUNT_MIN_SHARE = 0.004;

/** Current states and union territories (the CSV also lists legacy and special GST codes). */
const LEGACY_ROWS = new Set([
  'Daman and Diu',
  'Andhra Pradesh (before 2014 bifurcation)',
  'Other Territory',
  'Foreign country',
]);

/** ISO 3166-2:IN codes for states whose CIN code the compiled table leaves blank. */
const ASSUMED_CIN_CODES: Record<string, string> = {
  Sikkim: 'SK',
  'Arunachal Pradesh': 'AR',
  Nagaland: 'NL',
  Manipur: 'MN',
  Mizoram: 'MZ',
  Tripura: 'TR',
  Meghalaya: 'ML',
  Lakshadweep: 'LD',
  'Andaman and Nicobar Islands': 'AN',
  Ladakh: 'LA',
};

/**
 * Registrar offices for the states the sample lacks: hand-written and approximate (not
 * checked against an official MCA list; one office often serves several states). Sampled
 * states use the ROC values observed in their rows.
 */
const ROCS: Record<string, string[]> = {
  'Jammu and Kashmir': ['ROC Jammu', 'ROC Srinagar'],
  'Himachal Pradesh': ['ROC Himachal Pradesh'],
  Punjab: ['ROC Chandigarh'],
  Chandigarh: ['ROC Chandigarh'],
  Uttarakhand: ['ROC Uttarakhand'],
  Haryana: ['ROC Delhi'],
  Rajasthan: ['ROC Jaipur'],
  'Uttar Pradesh': ['ROC Kanpur'],
  Bihar: ['ROC Patna'],
  Sikkim: ['ROC Shillong'],
  'Arunachal Pradesh': ['ROC Shillong'],
  Nagaland: ['ROC Shillong'],
  Manipur: ['ROC Shillong'],
  Mizoram: ['ROC Shillong'],
  Tripura: ['ROC Shillong'],
  Meghalaya: ['ROC Shillong'],
  Assam: ['ROC Shillong'],
  'West Bengal': ['ROC Kolkata'],
  Jharkhand: ['ROC Jharkhand'],
  Odisha: ['ROC Cuttack'],
  Chhattisgarh: ['ROC Chhattisgarh'],
  'Madhya Pradesh': ['ROC Gwalior'],
  'Dadra and Nagar Haveli and Daman and Diu': ['ROC Ahmedabad', 'ROC Mumbai'],
  Maharashtra: ['ROC Mumbai', 'ROC Pune'],
  Lakshadweep: ['ROC Ernakulam'],
  Kerala: ['ROC Ernakulam'],
  'Tamil Nadu': ['ROC Chennai', 'ROC Coimbatore'],
  Puducherry: ['ROC Pondicherry'],
  'Andaman and Nicobar Islands': ['ROC Kolkata'],
  Telangana: ['ROC Hyderabad'],
  'Andhra Pradesh': ['ROC Vijayawada'],
  Ladakh: ['ROC Jammu'],
};

/** GeoNames spells a few states its own way; Ladakh is still inside Jammu & Kashmir there. */
const GEONAMES_STATES: Record<string, string> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** Words that end a name as its legal form, not its activity. */
const SUFFIX_WORDS = new Set(['PRIVATE', 'LIMITED', 'LTD', 'PVT', 'OPC', 'PVTLTD', 'P', 'L']);
const STOP_WORDS = new Set(['AND', 'OF', 'THE', 'FOR', 'IN', 'AN', 'TO', 'CO', 'DR', 'MR', 'MS']);
/** Names of well-known business groups that are also ordinary words; never used as name parts. */
const BUSINESS_GROUPS = new Set(
  `ADANI AJANTA AMUL APOLLO APPLE AVON BAJAJ BIRLA ESSAR GODREJ HALLMARK HCL INFOSYS JINDAL KINETIC
   KOHINOOR LARSEN MAHINDRA MARUTI MAXWELL ORACLE PARAMOUNT PRUDENTIAL RELIANCE SAP TAJ TATA TIMES
   TRIDENT VEDANTA WIPRO ZUARI`.split(/\s+/),
);

type Row = Record<string, string>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string', default: new URL('../../data/', import.meta.url).pathname },
      out: { type: 'string', default: DISTRIBUTIONS_FILE.pathname },
    },
  });
  const dataDir = values['data-dir'];
  const rows = COMPANY_FILES.flatMap((file) => readCsv(join(dataDir, file), true));
  const distributions = derive(rows, readCsv(join(dataDir, STATES_FILE), false), readPins(dataDir));
  // Formatted as the repository's prettier config would, so `format:check` accepts the file.
  const options = (await prettier.resolveConfig(values.out)) ?? {};
  writeFileSync(
    values.out,
    await prettier.format(JSON.stringify(distributions), { ...options, parser: 'json' }),
  );
  console.info(
    `wrote ${values.out}: ${rows.length} companies, ${distributions.states.length} states, ` +
      `${distributions.classifications.length} classifications, ${distributions.kinds.length} kinds, ` +
      `${distributions.nameTokens.heads.length} head words`,
  );
}

function readCsv(path: string, gzipped: boolean): Row[] {
  const bytes = readFileSync(path);
  const text = (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
  return parse(text, { columns: true, skip_empty_lines: true }) as Row[];
}

function readPins(dataDir: string): Row[] {
  const text = gunzipSync(readFileSync(join(dataDir, PINS_FILE))).toString('utf8');
  return parse(text, { columns: true, delimiter: '\t', relax_quotes: true, quote: false }) as Row[];
}

function derive(companies: Row[], stateRows: Row[], pinRows: Row[]): Distributions {
  return {
    source: {
      files: COMPANY_FILES,
      companies: companies.length,
      snapshotDate:
        companies
          .map((row) => field(row, 'CompanyRegistrationdate_date'))
          .sort()
          .at(-1) ?? '',
      minNamesPerToken: MIN_NAMES_PER_TOKEN,
    },
    states: deriveStates(companies, stateRows, pinRows),
    classifications: deriveClassifications(companies),
    kinds: deriveKinds(companies),
    yearsByGroup: deriveYears(companies),
    statusesByPeriod: deriveStatuses(companies),
    capitalByGroup: deriveCapital(companies),
    nameTokens: deriveNameTokens(companies),
    realNameHashes: encodeHashes(
      companies.map((row) => hashString(normalizeName(field(row, 'CompanyName')))),
    ),
  };
}

/** The spelling the generator produces: upper case, single spaces, full legal suffix. */
function normalizeName(name: string): string {
  return name
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bPVT\.?\s*LTD\.?$/, 'PRIVATE LIMITED')
    .replace(/\bLTD\.?$/, 'LIMITED');
}

/** Sorted, distinct 32-bit hashes as base64 of big-endian words: the real names, unreadable. */
function encodeHashes(hashes: number[]): string {
  const sorted = [...new Set(hashes)].sort((a, b) => a - b);
  const bytes = Buffer.alloc(sorted.length * 4);
  sorted.forEach((hash, index) => bytes.writeUInt32BE(hash, index * 4));
  return bytes.toString('base64');
}

function field(row: Row, name: string): string {
  return (row[name] ?? '').trim();
}

function append<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}

function count<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Count map → weights, largest first, ties by key so the file is stable. */
function weights<K extends string | number>(counts: Map<K, number>): Weights<K> {
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

function blockOf(row: Row): string {
  return field(row, 'CIN').slice(12, 15);
}

function deriveStates(companies: Row[], stateRows: Row[], pinRows: Row[]): StateEntry[] {
  const observed = count(companies.map((row) => field(row, 'CompanyStateCode').toLowerCase()));
  const rocsByState = new Map<string, Row[]>();
  for (const row of companies) {
    const key = field(row, 'CompanyStateCode').toLowerCase();
    append(rocsByState, key, row);
  }

  const placesByState = new Map<string, Map<string, Place>>();
  const postOffices = new Map<string, number>();
  for (const row of pinRows) {
    const district = field(row, 'admin_name2_district');
    const geoState = field(row, 'admin_name1_state');
    let state = GEONAMES_STATES[geoState] ?? geoState;
    if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) state = 'Ladakh';
    const pin = field(row, 'postal_code');
    if (!/^[1-9][0-9]{5}$/.test(pin) || !district) continue;
    postOffices.set(state, (postOffices.get(state) ?? 0) + 1);
    const places = placesByState.get(state) ?? new Map<string, Place>();
    const place = field(row, 'place_name').replace(/\s+[BSH]\.?\s?O\.?$/i, '');
    if (!places.has(pin)) places.set(pin, [pin, district, place]);
    placesByState.set(state, places);
  }

  const current = stateRows.filter((row) => !LEGACY_ROWS.has(field(row, 'state_or_ut')));
  const observedTotal = [...observed.values()].reduce((sum, value) => sum + value, 0);
  const unobserved = current.filter(
    (row) => !observed.has(field(row, 'state_or_ut').toLowerCase()),
  );
  const unobservedOffices = unobserved.reduce(
    (sum, row) => sum + (postOffices.get(field(row, 'state_or_ut')) ?? 0),
    0,
  );
  const unobservedTotal = (observedTotal * UNOBSERVED_STATES_SHARE) / (1 - UNOBSERVED_STATES_SHARE);

  return current.map((row) => {
    const name = field(row, 'state_or_ut');
    const observedCount = observed.get(name.toLowerCase());
    const places = [...(placesByState.get(name)?.values() ?? [])].sort((a, b) =>
      a[0].localeCompare(b[0]),
    );
    if (places.length === 0) throw new Error(`no PIN codes for ${name}`);
    const step = Math.max(1, places.length / PLACES_PER_STATE);
    const kept: Place[] = [];
    for (let index = 0; index < places.length && kept.length < PLACES_PER_STATE; index += step) {
      kept.push(places[Math.floor(index)] as Place);
    }
    const cinCode = field(row, 'cin_state_code');
    const assumed = ASSUMED_CIN_CODES[name];
    if (!cinCode && !assumed) throw new Error(`no CIN state code for ${name}`);
    const sampleRocs = rocsByState.get(name.toLowerCase());
    const rocs: Weights = sampleRocs
      ? weights(count(sampleRocs.map((company) => field(company, 'CompanyROCcode'))))
      : (ROCS[name] ?? [`ROC ${name}`]).map((roc) => [roc, 1]);
    return {
      name,
      cinCode: cinCode || (assumed as string),
      cinCodeAssumed: !cinCode,
      gstCode: field(row, 'gst_state_code'),
      weight:
        observedCount ??
        Math.max(
          1,
          Math.round(
            (unobservedTotal * (postOffices.get(name) ?? 0)) / Math.max(1, unobservedOffices),
          ),
        ),
      observed: observedCount !== undefined,
      rocs,
      places: kept,
    };
  });
}

function deriveClassifications(companies: Row[]): ClassificationEntry[] {
  const byClass = new Map<string, string[]>();
  for (const row of companies) {
    const name = field(row, 'CompanyIndustrialClassification');
    const nic = field(row, 'nic_code');
    if (!name || !/^[0-9]{5}$/.test(nic)) continue;
    append(byClass, name, nic);
  }
  return [...byClass]
    .map(([name, nics]) => ({ name, weight: nics.length, nicCodes: weights(count(nics)) }))
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
}

function deriveKinds(companies: Row[]): CompanyKind[] {
  const keys = companies.map((row) =>
    JSON.stringify([
      field(row, 'CompanyClass'),
      field(row, 'CompanyCategory'),
      field(row, 'CompanySubCategory'),
      field(row, 'Listingstatus'),
      blockOf(row),
    ]),
  );
  return weights(count(keys)).map(([key, weight]) => {
    const [companyClass, category, subCategory, listing, block] = JSON.parse(key) as string[];
    return {
      companyClass: companyClass as string,
      category: category as string,
      subCategory: subCategory as string,
      listing: listing as string,
      block: block as string,
      weight,
    };
  });
}

function deriveYears(companies: Row[]): Record<string, Weights<number>> {
  const byGroup = new Map<string, number[]>();
  for (const row of companies) {
    const year = Number(field(row, 'CompanyRegistrationdate_date').slice(0, 4));
    if (!year) continue;
    const group = groupOf(blockOf(row), field(row, 'CompanyClass'));
    append(byGroup, group, year);
  }
  return Object.fromEntries(
    [...byGroup]
      .sort()
      .map(([group, years]) => [
        group,
        [...count(years)].sort((a, b) => a[0] - b[0]) as Weights<number>,
      ]),
  );
}

/** Status depends strongly on age: most companies from the 1990s are struck off, most recent ones active. */
function deriveStatuses(companies: Row[]): Distributions['statusesByPeriod'] {
  const periods = [0, 1980, 1990, 2000, 2005, 2010, 2015, 2018, 2020, 2022, 2024];
  return periods.map((from, index) => {
    const until = periods[index + 1] ?? Infinity;
    const statuses = companies
      .filter((row) => {
        const year = Number(field(row, 'CompanyRegistrationdate_date').slice(0, 4));
        return year >= from && year < until;
      })
      .map((row) => field(row, 'CompanyStatus'));
    return { from, statuses: weights(count(statuses)) };
  });
}

function quantiles(sorted: number[], parts: number): number[] {
  if (sorted.length === 0) return [];
  return Array.from({ length: parts + 1 }, (_, index) => {
    const at = Math.min(sorted.length - 1, Math.round((index * (sorted.length - 1)) / parts));
    return sorted[at] as number;
  });
}

function deriveCapital(companies: Row[]): Record<string, CapitalTable> {
  const byGroup = new Map<string, [number, number][]>();
  for (const row of companies) {
    const authorized = Number(field(row, 'AuthorizedCapital'));
    const paidUp = Number(field(row, 'PaidupCapital'));
    if (!Number.isFinite(authorized) || !Number.isFinite(paidUp) || authorized < 0 || paidUp < 0)
      continue;
    const group = groupOf(blockOf(row), field(row, 'CompanyClass'));
    append(byGroup, group, [authorized, paidUp]);
  }
  return Object.fromEntries(
    [...byGroup].sort().map(([group, pairs]) => {
      const amounts = count(pairs.map(([authorized]) => authorized));
      const exact = weights(amounts).filter(([, n]) => n >= pairs.length * EXACT_AMOUNT_MIN_SHARE);
      const exactSet = new Set(exact.map(([amount]) => amount));
      const other = pairs
        .map(([authorized]) => authorized)
        .filter((amount) => !exactSet.has(amount) && amount > 0)
        .sort((a, b) => a - b);
      const ratios = pairs
        .filter(([authorized, paidUp]) => authorized > 0 && paidUp > 0 && paidUp < authorized)
        .map(([authorized, paidUp]) => Number((paidUp / authorized).toFixed(4)))
        .sort((a, b) => a - b);
      const table: CapitalTable = {
        authorizedExact: exact,
        authorizedOther: quantiles(other, CAPITAL_QUANTILES),
        authorizedOtherWeight: other.length,
        paidUpZero: pairs.filter(([, paidUp]) => paidUp === 0).length,
        paidUpEqual: pairs.filter(([authorized, paidUp]) => paidUp > 0 && paidUp >= authorized)
          .length,
        paidUpPartial: ratios.length,
        paidUpRatios: quantiles(ratios, CAPITAL_QUANTILES),
      };
      return [group, table];
    }),
  );
}

/** The words of a name before its legal form ("... PRIVATE LIMITED", "(OPC)", "PVT. LTD."). */
function coreWords(name: string): string[] {
  const words = name
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  while (words.length > 0 && SUFFIX_WORDS.has(words.at(-1) as string)) words.pop();
  return words;
}

function deriveNameTokens(companies: Row[]): NameTokens {
  const lengths: number[] = [];
  const heads: WordUse = new Map();
  const tails = new Map<string, WordUse>();
  const middles = new Map<string, WordUse>();
  const within = (table: Map<string, WordUse>, key: string): WordUse => {
    const inner = table.get(key) ?? new Map();
    table.set(key, inner);
    return inner;
  };
  for (const row of companies) {
    const name = field(row, 'CompanyName');
    const state = field(row, 'CompanyStateCode').toLowerCase();
    const classification = field(row, 'CompanyIndustrialClassification');
    const words = coreWords(name);
    if (words.length === 0 || !classification) continue;
    lengths.push(Math.min(words.length, 5));
    noteWord(heads, words[0] as string, name, state);
    if (words.length >= 2)
      noteWord(within(tails, classification), words.at(-1) as string, name, state);
    for (const word of words.slice(1, -1))
      noteWord(within(middles, classification), word, name, state);
  }
  const perClass = (table: Map<string, WordUse>) =>
    Object.fromEntries(
      [...table].sort().map(([classification, words]) => [classification, keepWords(words, 2)]),
    );
  return {
    coreLengths: [...count(lengths)].sort((a, b) => a[0] - b[0]) as Weights<number>,
    heads: keepWords(heads, 3),
    tails: perClass(tails),
    middles: perClass(middles),
  };
}

/** word -> the names and the states that use it in one position. */
type WordUse = Map<string, { names: Set<string>; states: Set<string> }>;

function noteWord(table: WordUse, word: string, name: string, state: string): void {
  if (word.length < 2 || STOP_WORDS.has(word) || BUSINESS_GROUPS.has(word)) return;
  const use = table.get(word) ?? { names: new Set<string>(), states: new Set<string>() };
  use.names.add(name);
  use.states.add(state);
  table.set(word, use);
}

/**
 * Keeps words shared by several real names in several states: generic words (SHREE, GREEN,
 * FOODS) pass, while a local family or group name (one state, one cluster of companies) and
 * every coined one-off name stays out, so no generated name borrows a real company's identity.
 */
function keepWords(table: WordUse, minStates: number): Weights {
  return weights(
    new Map(
      [...table]
        .filter(([, use]) => use.names.size >= MIN_NAMES_PER_TOKEN && use.states.size >= minStates)
        .map(([word, use]) => [word, use.names.size]),
    ),
  );
}

await main();
