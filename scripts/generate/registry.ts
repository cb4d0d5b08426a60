import type {
  CompanyChargesTable,
  CompanyRegistryRecordsTable,
  DirectorsTable,
  RegistryDirectorsTable,
} from '@trusthive/platform';
import { copyLine } from './copy';
import { dayNumber, isoDate } from './days';
import { syntheticDin } from './identifiers';
import { drawCount, Prng, Weighted } from './prng';
import { GENERATOR_PROVIDER } from './stand-in';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './words';

// What a company-master provider would say of the generated companies (issue 41, migration
// 0043), written as the enrichment service stores a lookup: a registry record (status and
// filing dates), the board as directorships of people by DIN, and the index of charges. Every
// row names GENERATOR_PROVIDER with stand_in true, as the generated GST registrations do, so no
// page shows one as MCA's.
//
// People are shared across boards the way director pages need: most sit on one to three
// boards, a tail on ten to sixty. Each new person draws how many boards they will sit on; the
// seats beyond the first wait in a pool, and later boards fill their seats from the pool about
// as often as it is full (POOL_TARGET), so a person's boards lie within a few thousand
// companies of each other and the pool stays small. The pool makes rows depend on earlier rows,
// as company names already do: the same seed and N give the same rows.

export const REGISTRY_DIRECTOR_COLUMNS = [
  'id',
  'din',
  'name',
  'provider',
  'stand_in',
  'companies_as_of',
  'companies_fetched_at',
] as const satisfies readonly (keyof RegistryDirectorsTable)[];
/** A directorship: a person (by id and DIN) on a listed company's board. */
export const DIRECTORSHIP_COLUMNS = [
  'company_cin',
  'director_id',
  'name',
  'din_pan',
  'designation',
  'begin_date',
  'ceased_on',
  // The company's status as the provider gives it on every seat: the profile counts a
  // director's troubled companies from the seats alone (an index-only read, migration 0046).
  'company_status',
  'provider',
  'stand_in',
  'as_of',
  'fetched_at',
] as const satisfies readonly (keyof DirectorsTable)[];
export const REGISTRY_RECORD_COLUMNS = [
  'cin',
  'company_status',
  'last_agm_date',
  'last_balance_sheet_date',
  'last_annual_return_date',
  'as_of',
  'provider',
  'stand_in',
  'raw',
  'fetched_at',
] as const satisfies readonly (keyof CompanyRegistryRecordsTable)[];
export const CHARGE_COLUMNS = [
  'company_cin',
  'charge_id',
  'holder',
  'amount',
  'status',
  'created_on',
  'satisfied_on',
  'as_of',
  'provider',
  'stand_in',
  'fetched_at',
] as const satisfies readonly (keyof CompanyChargesTable)[];

export const REGISTRY_SHARES = {
  /** Companies the provider was "asked" about: a record, a board and maybe charges. */
  record: 0.9,
  /** Of all companies (a third of those with a record). */
  charges: 0.3,
  /** Boards with one or two former directors (ceased) beside the current ones. */
  ceased: 0.25,
} as const;

/**
 * How many boards a new person will sit on: mostly 1–3, a tail of 10–60. On 10 lakh companies
 * (30 lakh seats) that is about 8 lakh people, some 1,800 of them on 50 or more boards.
 */
const BOARDS_PER_PERSON: readonly (readonly [number, number, number])[] = [
  [1, 1, 52],
  [2, 2, 19],
  [3, 3, 10],
  [4, 9, 13],
  [10, 19, 3.9],
  [20, 49, 1.8],
  [50, 60, 0.3],
];
/** Current directors of a private company's board (an OPC has 1–2, a public company 3–4). */
const DIRECTORS_PER_BOARD: [number, number][] = [
  [2, 50],
  [3, 30],
  [4, 20],
];
/** The most seats one board gets: 4 current and 2 former. */
export const MAX_SEATS = 6;
/** Open seats in the pool at which a seat is always filled from it (it settles near 1,500). */
const POOL_TARGET = 2_000;

const DESIGNATIONS = new Weighted<string>([
  ['Director', 70],
  ['Managing Director', 8],
  ['Whole-time Director', 8],
  ['Additional Director', 7],
  ['Nominee Director', 3],
]);
const PUBLIC_DESIGNATIONS = new Weighted<string>([
  ['Director', 50],
  ['Independent Director', 25],
  ['Managing Director', 10],
  ['Whole-time Director', 8],
  ['Nominee Director', 7],
]);

const CHARGES_PER_COMPANY: [number, number][] = [
  [1, 55],
  [2, 25],
  [3, 12],
  [4, 8],
];
/** Lenders as charge holders; the rows are stand-ins, never shown as any lender's charge. */
const HOLDERS = new Weighted<string>([
  ['STATE BANK OF INDIA', 20],
  ['HDFC BANK LIMITED', 12],
  ['ICICI BANK LIMITED', 10],
  ['AXIS BANK LIMITED', 7],
  ['PUNJAB NATIONAL BANK', 6],
  ['BANK OF BARODA', 6],
  ['CANARA BANK', 5],
  ['UNION BANK OF INDIA', 4],
  ['KOTAK MAHINDRA BANK LIMITED', 4],
  ['BANK OF INDIA', 3],
  ['INDUSIND BANK LIMITED', 3],
  ['SMALL INDUSTRIES DEVELOPMENT BANK OF INDIA', 3],
  ['YES BANK LIMITED', 2],
  ['IDFC FIRST BANK LIMITED', 2],
  ['BAJAJ FINANCE LIMITED', 2],
  ['TATA CAPITAL FINANCIAL SERVICES LIMITED', 2],
]);
/** Charge ids: nine digits, in load order (MCA's are numbers too). */
const CHARGE_ID_BASE = 100_000_000;

/** Statuses of companies that stopped filing; the rest file as an active company does. */
const STOPPED = new Set([
  'Strike Off',
  'Under process of striking off',
  'Strike Off-AwaitingPublication',
  'Amalgamated',
  'Converted to LLP',
  'Dissolved',
  'Dissolved (Liquidated)',
  'Dissolved under section 54',
  'Dissolved under section 59(8)',
]);
/** Statuses of companies in trouble: filings a few years behind. */
const TROUBLED = new Set([
  'Under CIRP',
  'Under Liquidation',
  'Inactive for e-filing',
  'Dormant under section 455',
]);

/** The stream of a company's registry rows: drawn apart, so no other row changes. */
const REGISTRY_STREAM = 0x4d4341;
/** What `raw` (the provider's answer, kept for audit) holds for a generated record. */
const GENERATED_RAW = JSON.stringify({ source: 'TrustHive generator: synthetic, not MCA data' });

/** The company facts a board, a record and charges are drawn from. */
export interface RegistryCompany {
  cin: string;
  companyClass: string;
  block: string;
  /** Registration day number. */
  registered: number;
  status: string;
}

/** Where the registry rows of a company go, as COPY lines. */
export interface RegistrySink {
  registryDirectors: string[];
  directors: string[];
  registryRecords: string[];
  charges: string[];
}

export interface RegistryOptions {
  seed: number;
  /** The provider's as-of day (the sample's snapshot): filing dates and every as_of. */
  asOf: number;
  /** The id of person 0 in registry_directors; person i gets firstPersonId + i. */
  firstPersonId: number;
  /** Ids reserved for people: past it, seats are filled from people already drawn. */
  maxPeople: number;
}

export class RegistryFactory {
  private readonly prng = new Prng(0);
  private readonly asOfText: string;
  private readonly fetchedAt: string;
  private readonly latestFiscalYear: number;
  private readonly boards: Weighted<readonly [number, number, number]>;
  private readonly names: string[] = [];
  private readonly pool: number[] = [];
  private charges = 0;

  constructor(private readonly options: RegistryOptions) {
    this.asOfText = isoDate(options.asOf);
    this.fetchedAt = `${this.asOfText} 00:00:00+00`;
    // The last fiscal year (April to March) whose AGM was due (30 September) by the as-of day.
    const year = Number(this.asOfText.slice(0, 4));
    this.latestFiscalYear = this.asOfText >= `${year}-09-30` ? year : year - 1;
    this.boards = new Weighted(BOARDS_PER_PERSON.map((range) => [range, range[2]]));
  }

  /** People drawn so far (ids firstPersonId .. firstPersonId + people - 1). */
  get people(): number {
    return this.names.length;
  }

  /** Appends company `index`'s registry rows: for most, a record, a board and maybe charges. */
  make(index: number, company: RegistryCompany, sink: RegistrySink): void {
    const prng = this.prng;
    prng.reseed(this.options.seed, index, REGISTRY_STREAM);
    if (!prng.chance(REGISTRY_SHARES.record)) return;
    sink.registryRecords.push(this.recordLine(prng, company));
    this.boardLines(prng, company, sink);
    if (prng.chance(REGISTRY_SHARES.charges / REGISTRY_SHARES.record)) {
      this.chargeLines(prng, company, sink);
    }
  }

  /**
   * The status as the company's own row has it, and filing dates: an active company's latest
   * fiscal year mostly, a tenth a year behind and an eighth two to five years behind; a company
   * under CIRP or liquidation one to five years behind; a struck-off one two to ten. A company
   * with no fiscal year due yet, or that stopped before its first, has none.
   */
  private recordLine(prng: Prng, company: RegistryCompany): string {
    let behind: number;
    if (STOPPED.has(company.status)) behind = prng.int(2, 10);
    else if (TROUBLED.has(company.status)) behind = prng.int(1, 5);
    else {
      const roll = prng.float();
      behind = roll < 0.78 ? 0 : roll < 0.88 ? 1 : prng.int(2, 5);
    }
    const registered = isoDate(company.registered);
    // The first fiscal year ends on the first 31 March after registration.
    const firstYear = Number(registered.slice(0, 4)) + (registered.slice(5) > '03-31' ? 1 : 0);
    const year = this.latestFiscalYear - behind;
    let agm: string | null = null;
    let balanceSheet: string | null = null;
    let annualReturn: string | null = null;
    if (year >= firstYear) {
      balanceSheet = `${year}-03-31`;
      const agmDay = prng.int(dayNumber(`${year}-06-15`), dayNumber(`${year}-09-30`));
      agm = isoDate(agmDay);
      annualReturn = isoDate(Math.min(this.options.asOf, agmDay + prng.int(10, 60)));
    }
    return copyLine([
      company.cin,
      company.status,
      agm,
      balanceSheet,
      annualReturn,
      this.asOfText,
      GENERATOR_PROVIDER,
      true,
      GENERATED_RAW,
      this.fetchedAt,
    ]);
  }

  private boardLines(prng: Prng, company: RegistryCompany, sink: RegistrySink): void {
    const current =
      company.block === 'OPC'
        ? prng.int(1, 2)
        : company.companyClass === 'Public'
          ? prng.int(3, 4)
          : drawCount(prng, DIRECTORS_PER_BOARD);
    const former = prng.chance(REGISTRY_SHARES.ceased) ? prng.int(1, 2) : 0;
    const designations = company.companyClass === 'Public' ? PUBLIC_DESIGNATIONS : DESIGNATIONS;
    const { asOf, firstPersonId, seed } = this.options;
    const seated = new Set<number>();
    for (let seat = 0; seat < current + former; seat++) {
      const person = this.person(prng, seated, sink);
      seated.add(person);
      let begin: number;
      let ceased: number | null = null;
      if (seat >= current) {
        begin = prng.int(company.registered, asOf);
        ceased = prng.int(begin, asOf);
      } else {
        begin =
          seat === 0 || prng.chance(0.6) ? company.registered : prng.int(company.registered, asOf);
      }
      sink.directors.push(
        copyLine([
          company.cin,
          firstPersonId + person,
          this.names[person] ?? null,
          syntheticDin(person, seed),
          seat === 0 && company.block === 'OPC' ? 'Director' : designations.draw(prng),
          isoDate(begin),
          ceased === null ? null : isoDate(ceased),
          company.status,
          GENERATOR_PROVIDER,
          true,
          this.asOfText,
          this.fetchedAt,
        ]),
      );
    }
  }

  /** A person for a seat: someone from the pool of open seats, or someone new. */
  private person(prng: Prng, seated: ReadonlySet<number>, sink: RegistrySink): number {
    const pool = this.pool;
    const full = this.names.length >= this.options.maxPeople;
    if (pool.length > 0 && (full || prng.float() * POOL_TARGET < pool.length)) {
      const at = prng.int(0, pool.length - 1);
      const person = pool[at] as number;
      if (!seated.has(person)) {
        pool[at] = pool[pool.length - 1] as number;
        pool.pop();
        return person;
      }
    }
    if (full) {
      // Only past the reserved ids (MAX_SEATS more than the companies, so someone is free).
      for (;;) {
        const person = prng.int(0, this.names.length - 1);
        if (!seated.has(person)) return person;
      }
    }
    const person = this.names.length;
    const middle = prng.chance(0.25) ? ` ${prng.pick(MIDDLE_NAMES)}` : '';
    const name = `${prng.pick(FIRST_NAMES)}${middle} ${prng.pick(LAST_NAMES)}`;
    this.names.push(name);
    const [low, high] = this.boards.draw(prng);
    for (let board = prng.int(low, high); board > 1; board--) pool.push(person);
    sink.registryDirectors.push(
      copyLine([
        this.options.firstPersonId + person,
        syntheticDin(person, this.options.seed),
        name,
        GENERATOR_PROVIDER,
        true,
        this.asOfText,
        this.fetchedAt,
      ]),
    );
    return person;
  }

  /** One to four charges, mostly satisfied, between registration and the as-of day. */
  private chargeLines(prng: Prng, company: RegistryCompany, sink: RegistrySink): void {
    const { asOf } = this.options;
    const count = drawCount(prng, CHARGES_PER_COMPANY);
    for (let charge = 0; charge < count; charge++) {
      const created = prng.int(company.registered, asOf);
      const roll = prng.float();
      const status = roll < 0.68 ? 'Satisfied' : roll < 0.95 ? 'Open' : 'Modified';
      // 5 lakh to 50 crore, log-uniform, in whole lakhs.
      const amount =
        Math.round(Math.exp(Math.log(5e5) + prng.float() * Math.log(1000)) / 1e5) * 1e5;
      sink.charges.push(
        copyLine([
          company.cin,
          String(CHARGE_ID_BASE + this.charges++),
          HOLDERS.draw(prng),
          amount,
          status,
          isoDate(created),
          status === 'Satisfied' ? isoDate(prng.int(created, asOf)) : null,
          this.asOfText,
          GENERATOR_PROVIDER,
          true,
          this.fetchedAt,
        ]),
      );
    }
  }
}
