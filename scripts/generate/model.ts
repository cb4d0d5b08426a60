import type {
  BrandsTable,
  CompaniesTable,
  CompanyGstDetailsTable,
  GstRegistrationsTable,
} from '@trusthive/platform';
import { copyLine } from './copy';
import { dayNumber, isoDate } from './days';
import {
  decodeHashes,
  groupOf,
  type CapitalTable,
  type Distributions,
  type Place,
} from './distributions';
import { CinSerials, gstin, hashString, syntheticCin, syntheticPan } from './identifiers';
import { drawCount, Prng, Weighted } from './prng';
import { RegistryFactory, type RegistryOptions, type RegistrySink } from './registry';
import { GENERATOR_PROVIDER } from './stand-in';
import {
  ACTIVITY_PHRASES,
  ACTIVITY_WORDS,
  BRAND_WORDS,
  BUILDING_KINDS,
  BUILDING_NAMES,
  COINED_ENDINGS,
  FIRST_NAMES,
  FLOORS,
  GENERIC_MIDDLE_WORDS,
  GOVERNMENT_TAILS,
  GST_ACTIVITIES,
  HEAD_WORDS,
  LAST_NAMES,
  PRODUCT_WORDS,
  SECTION8_TAILS,
  STREET_KINDS,
  STREET_NAMES,
  SYLLABLES,
  UNIT_KINDS,
} from './words';

// Turns (seed, row number) into one company and the rows that hang off it, as COPY text
// lines. Every column is drawn from distributions.json or the word lists; nothing reads the
// clock, so the same seed and row count always give the same rows.

/** Shares of companies that get each optional part (brands and GST lean on activity and status). */
export const SHARES = {
  brands: 0.12,
  gst: 0.45,
  domain: 0.3,
  /** Of all companies; only companies with a domain get one, so the mailbox is on their own domain. */
  email: 0.2,
  description: 0.4,
  verified: 0.05,
  claimed: 0.02,
} as const;

/** Brands per brand-owning company: 1-4, about 1.66 on average (≈2 lakh brands per 10 lakh companies). */
const BRANDS_PER_OWNER: [number, number][] = [
  [1, 60],
  [2, 22],
  [3, 10],
  [4, 8],
];

/** Classifications whose companies sell to consumers, and so more often own brands. */
const CONSUMER_CLASSIFICATIONS = new Set([
  'Manufacturing (Food stuffs)',
  'Manufacturing (Textiles)',
  'Manufacturing (Leather and products thereof)',
  'Manufacturing (Others)',
  'Manufacturing (Wood Products)',
  'Trading',
]);

const GST_START = dayNumber('2017-07-01');
/** RFC 2606 reserves the .example TLD: these sites and mailboxes can never exist. */
const SYNTHETIC_DOMAIN = 'example';

export const COMPANY_COLUMNS = [
  'id',
  'company_name',
  'cin',
  'company_limited_by',
  'registered_office_address',
  'city',
  'pincode',
  'company_state_code',
  'company_category',
  'company_sub_category',
  'company_class',
  'company_status',
  'relationship_type',
  'is_verified',
  'is_claimed',
  'domain_name',
  'has_different_brand',
  'industrial_classification',
  'roc',
  'registration_date',
  'authorized_capital',
  'paid_up_capital',
  'listing_status',
  'company_origin',
  'nic_code',
  'gst_number',
  'pan_number',
  'email',
  'wants_brand_authorization',
  'website',
  'website_url',
  'description',
  'data_source',
] as const satisfies readonly (keyof CompaniesTable)[];
export const BRAND_COLUMNS = [
  'company_id',
  'brand_name',
  'trademark_name',
  'website_url',
] as const satisfies readonly (keyof BrandsTable)[];
export const GST_COLUMNS = [
  'company_id',
  'gstin',
  'registration_date',
  'nature_of_business',
  'pan',
  'business_name',
  'entity_type',
  'department_code_and_type',
] as const satisfies readonly (keyof CompanyGstDetailsTable)[];
/**
 * A GST registration as enrichment stores what the GST network says (migration 0040), written
 * the way a lookup writes it: `provider` 'generator' and `stand_in` true, so no page shows one
 * as GSTN's, and matched by PAN to the company whose PAN it carries.
 */
export const GST_REGISTRATION_COLUMNS = [
  'gstin',
  'legal_name',
  'trade_name',
  'status',
  'registered_on',
  'cancelled_on',
  'constitution',
  'taxpayer_type',
  'state_name',
  'pincode',
  'nature_of_business',
  'einvoice_enabled',
  'gstn_updated_on',
  'provider',
  'stand_in',
  'raw',
  'fetched_at',
  'company_id',
  'match_basis',
] as const satisfies readonly (keyof GstRegistrationsTable)[];
export { GENERATOR_PROVIDER };
/** Of the companies with a GST registration, those with a second one in another state. */
const SECOND_STATE_SHARE = 0.06;
/** The stream of a company's GST registrations: drawn apart, so no other row changes. */
const GST_REGISTRATION_STREAM = 0x6757;
/** What `raw` (the provider's answer, kept for audit) holds for a generated registration. */
const GENERATED_RAW = JSON.stringify({ source: 'TrustHive generator: synthetic, not GSTN data' });

/**
 * The data.gov.in 2025 company master header, in the order the real files have it (see
 * data/companies-datagovin-goa.csv.gz); `CompanyFactory.mcaRow` fills these columns.
 */
export const MCA_COLUMNS = [
  'CIN',
  'CompanyName',
  'CompanyROCcode',
  'CompanyCategory',
  'CompanySubCategory',
  'CompanyClass',
  'AuthorizedCapital',
  'PaidupCapital',
  'CompanyRegistrationdate_date',
  'Registered_Office_Address',
  'Listingstatus',
  'CompanyStatus',
  'CompanyStateCode',
  'CompanyIndian/Foreign Company',
  'nic_code',
  'CompanyIndustrialClassification',
] as const;

/** Where one company's COPY lines go (its registry rows' too, see registry.ts). */
export interface RowSink extends RegistrySink {
  companies: string[];
  brands: string[];
  gst: string[];
  gstRegistrations: string[];
}

export function emptySink(): RowSink {
  return {
    companies: [],
    brands: [],
    gst: [],
    gstRegistrations: [],
    registryDirectors: [],
    directors: [],
    registryRecords: [],
    charges: [],
  };
}

interface StateModel {
  name: string;
  cinCode: string;
  gstCode: string;
  rocs: Weighted<string>;
  places: Place[];
}

interface ClassificationModel {
  name: string;
  nicCodes: Weighted<string>;
  tails: Weighted<string>;
  middles: Weighted<string>;
  products: string[];
  phrase: string;
  gstActivities: string[];
  brandShare: number;
}

interface KindModel {
  companyClass: string;
  category: string;
  subCategory: string;
  listing: string;
  block: string;
  group: string;
  limitedBy: string;
  gstEntityType: string;
}

/** One company's own facts, before they are written as COPY text or as an MCA row. */
interface SyntheticCompany {
  kind: KindModel;
  classification: ClassificationModel;
  nicCode: string;
  state: StateModel;
  place: Place;
  roc: string;
  /** Registration date as a day number. */
  registered: number;
  status: string;
  authorized: number;
  paidUp: number;
  cin: string;
  name: string;
  core: string[];
  verified: boolean;
  claimed: boolean;
  domain: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  pan: string | null;
  gstNumber: string | null;
  brandCount: number;
  wantsAuthorization: boolean;
  /** The address without its PIN, which each output format appends in its own way. */
  addressBody: string;
}

interface CapitalModel {
  table: CapitalTable;
  exact: Weighted<number> | null;
  exactWeight: number;
}

const LIMITED_BY: Record<string, string> = {
  Private: 'Private Limited',
  Public: 'Public Limited',
  'One Person Company': 'One Person Company',
};

export class CompanyFactory {
  private readonly prng = new Prng(0);
  private readonly gstPrng = new Prng(0);
  private readonly states: Weighted<StateModel>;
  private readonly classifications: Weighted<ClassificationModel>;
  private readonly kinds: Weighted<KindModel>;
  private readonly years = new Map<string, Weighted<number>>();
  private readonly statuses: { from: number; statuses: Weighted<string> }[];
  private readonly capital = new Map<string, CapitalModel>();
  private readonly coreLengths: Weighted<number>;
  private readonly sampleHeads: Weighted<string>;
  private readonly snapshot: number;
  private readonly gstShareActive: number;
  private readonly gstShareOther: number;

  private readonly serials = new CinSerials();
  private readonly names = new Set<string>();
  private readonly realNames: Set<number>;
  private readonly slugs = new Set<string>();
  private readonly brandNames = new Set<string>();
  private readonly registry: RegistryFactory | null;

  /**
   * Without `people` (the ids reserved for registry_directors), `make` writes no registry rows
   * (records, directors, directorships, charges).
   */
  constructor(
    distributions: Distributions,
    private readonly seed: number,
    people?: Pick<RegistryOptions, 'firstPersonId' | 'maxPeople'>,
  ) {
    this.snapshot = dayNumber(distributions.source.snapshotDate);
    this.registry = people ? new RegistryFactory({ ...people, seed, asOf: this.snapshot }) : null;
    this.states = new Weighted(
      distributions.states.map((state) => [
        {
          name: state.name,
          cinCode: state.cinCode,
          gstCode: state.gstCode,
          rocs: new Weighted(state.rocs),
          places: state.places,
        },
        state.weight,
      ]),
    );

    const total = distributions.classifications.reduce((sum, entry) => sum + entry.weight, 0);
    const brandTilt = (name: string) => (CONSUMER_CLASSIFICATIONS.has(name) ? 1.6 : 0.8);
    const meanTilt =
      distributions.classifications.reduce(
        (sum, entry) => sum + entry.weight * brandTilt(entry.name),
        0,
      ) / total;
    const { tails, middles } = distributions.nameTokens;
    this.classifications = new Weighted(
      distributions.classifications.map((entry) => [
        {
          name: entry.name,
          nicCodes: new Weighted(entry.nicCodes),
          tails: new Weighted(
            withHandWords(tails[entry.name] ?? [], ACTIVITY_WORDS[entry.name] ?? []),
          ),
          middles: new Weighted(withHandWords(middles[entry.name] ?? [], GENERIC_MIDDLE_WORDS)),
          products: PRODUCT_WORDS[entry.name] ?? PRODUCT_WORDS.Others ?? ['Plus'],
          phrase: ACTIVITY_PHRASES[entry.name] ?? entry.name.toLowerCase(),
          gstActivities: gstActivitiesFor(entry.name),
          brandShare: (SHARES.brands * brandTilt(entry.name)) / meanTilt,
        },
        entry.weight,
      ]),
    );

    this.kinds = new Weighted(
      distributions.kinds.map((kind) => [
        {
          ...kind,
          group: groupOf(kind.block, kind.companyClass),
          limitedBy: LIMITED_BY[kind.companyClass] ?? kind.companyClass,
          gstEntityType: gstEntityType(kind.block, kind.companyClass),
        },
        kind.weight,
      ]),
    );
    for (const [group, years] of Object.entries(distributions.yearsByGroup)) {
      this.years.set(group, new Weighted(years));
    }
    this.statuses = distributions.statusesByPeriod.map((period) => ({
      from: period.from,
      statuses: new Weighted(period.statuses),
    }));
    for (const [group, table] of Object.entries(distributions.capitalByGroup)) {
      const exactWeight = table.authorizedExact.reduce((sum, [, weight]) => sum + weight, 0);
      this.capital.set(group, {
        table,
        exact: exactWeight > 0 ? new Weighted(table.authorizedExact) : null,
        exactWeight,
      });
    }
    this.coreLengths = new Weighted(distributions.nameTokens.coreLengths);
    this.sampleHeads = new Weighted(distributions.nameTokens.heads);
    this.realNames = decodeHashes(distributions.realNameHashes);

    // GST leans on status: a struck-off company has usually cancelled its registration.
    // Scale both shares so that the overall share stays SHARES.gst.
    const active = expectedActiveShare(distributions);
    const [activeTilt, otherTilt] = [1.4, 0.4];
    const scale = SHARES.gst / (active * activeTilt + (1 - active) * otherTilt);
    this.gstShareActive = Math.min(0.95, scale * activeTilt);
    this.gstShareOther = scale * otherTilt;
  }

  /**
   * Appends company `index` (0-based) with primary key `id`, its brands and GST rows, and (with
   * people reserved) its registry rows. Call it for indexes 0, 1, 2 … in order: names, CIN
   * serials and the registry's shared directors depend on earlier rows.
   */
  make(index: number, id: number, sink: RowSink): void {
    const prng = this.prng;
    const company = this.company(index);
    const { name, kind, classification, state, place, registered, cin, domain, website } = company;
    const { gstNumber, pan, brandCount } = company;

    sink.companies.push(
      copyLine([
        id,
        name,
        cin,
        kind.limitedBy,
        `${company.addressBody} - ${place[0]}`,
        place[1],
        place[0],
        state.name,
        kind.category,
        kind.subCategory,
        kind.companyClass,
        company.status,
        brandCount > 0 ? 'brand_owner' : 'not_applicable',
        company.verified,
        company.claimed,
        domain,
        brandCount > 0,
        classification.name,
        company.roc,
        isoDate(registered),
        company.authorized,
        company.paidUp,
        kind.listing,
        'Indian',
        company.nicCode,
        gstNumber,
        pan,
        company.email,
        company.wantsAuthorization,
        website,
        website,
        company.description,
        'synthetic',
      ]),
    );

    for (let brand = 0; brand < brandCount; brand++) {
      sink.brands.push(this.brandLine(prng, id, company.core[0] ?? 'NOVA', classification));
    }
    if (gstNumber && pan) {
      const gstDay = Math.min(this.snapshot, Math.max(registered, GST_START) + prng.int(0, 720));
      sink.gst.push(
        copyLine([
          id,
          gstNumber,
          isoDate(gstDay),
          pickSome(prng, classification.gstActivities, 1, 3).join(', '),
          pan,
          name,
          kind.gstEntityType,
          `State - ${state.name}, Ward ${prng.int(1, 120)}`,
        ]),
      );
    }
    if (gstNumber && pan) this.gstRegistrationLines(index, id, company, gstNumber, pan, sink);
    this.registry?.make(
      index,
      {
        cin,
        companyClass: kind.companyClass,
        block: kind.block,
        registered,
        status: company.status,
      },
      sink,
    );
  }

  /**
   * The GST network's registrations of a company with a GSTIN (its own state's, and for
   * SECOND_STATE_SHARE one in another state), drawn from a stream of their own so the rows
   * generated before them stay what they were.
   */
  private gstRegistrationLines(
    index: number,
    id: number,
    company: SyntheticCompany,
    gstNumber: string,
    pan: string,
    sink: RowSink,
  ): void {
    const prng = this.gstPrng;
    prng.reseed(this.seed, index, GST_REGISTRATION_STREAM);
    const states: [string, StateModel][] = [[gstNumber, company.state]];
    if (prng.chance(SECOND_STATE_SHARE)) {
      const other = this.states.draw(prng);
      if (other.gstCode !== company.state.gstCode) states.push([gstin(other.gstCode, pan), other]);
    }
    const active = company.status === 'Active';
    for (const [number, state] of states) {
      const registered = Math.min(
        this.snapshot,
        Math.max(company.registered, GST_START) + prng.int(0, 720),
      );
      const cancelled = !active || prng.chance(0.03) ? prng.int(registered, this.snapshot) : null;
      const updated = cancelled ?? prng.int(registered, this.snapshot);
      const place = prng.pick(state.places);
      sink.gstRegistrations.push(
        copyLine([
          number,
          company.name.toUpperCase(),
          prng.chance(0.6) ? titleCase(company.core.join(' ')) : null,
          cancelled === null ? 'Active' : 'Cancelled',
          isoDate(registered),
          cancelled === null ? null : isoDate(cancelled),
          company.kind.gstEntityType,
          prng.chance(0.93) ? 'Regular' : 'Composition',
          state.name,
          place[0],
          pgTextArray(pickSome(prng, company.classification.gstActivities, 1, 3)),
          prng.chance(0.4),
          isoDate(updated),
          GENERATOR_PROVIDER,
          true,
          GENERATED_RAW,
          `${isoDate(this.snapshot)} 00:00:00+00`,
          id,
          'pan',
        ]),
      );
    }
  }

  /**
   * Company `index` as an MCA company master row (data.gov.in 2025 columns, see MCA_COLUMNS):
   * the same company `make` writes for that index, in the registry's own spellings. Call it
   * for indexes 0, 1, 2 … in order, as `make`: names and CIN serials depend on earlier rows.
   */
  mcaRow(index: number): string[] {
    const company = this.company(index);
    const { kind, state, place } = company;
    return [
      company.cin,
      company.name,
      company.roc,
      kind.category,
      kind.subCategory,
      kind.companyClass,
      company.authorized.toFixed(2),
      company.paidUp.toFixed(2),
      isoDate(company.registered),
      // The 2025 files end an address with ",<PIN>-India" and write the state in lower case.
      `${company.addressBody},${place[0]}-India`,
      kind.listing,
      company.status,
      state.name.toLowerCase(),
      'Indian',
      company.nicCode,
      company.classification.name,
    ];
  }

  /** Draws company `index`'s own facts; the prng is left where its brands and GST row begin. */
  private company(index: number): SyntheticCompany {
    const prng = this.prng;
    prng.reseed(this.seed, index);

    const kind = this.kinds.draw(prng);
    const classification = this.classifications.draw(prng);
    const nicCode = classification.nicCodes.draw(prng);
    const state = this.states.draw(prng);
    const place = prng.pick(state.places);
    const roc = state.rocs.draw(prng);
    const year = (this.years.get(kind.group) ?? this.years.get('PTC'))?.draw(prng) ?? 2015;
    const registered = this.registrationDay(prng, year);
    const status = this.status(prng, year);
    const capital = this.capital.get(kind.group) ?? (this.capital.get('PTC') as CapitalModel);
    const authorized = drawAuthorized(prng, capital);
    const paidUp = drawPaidUp(prng, capital.table, authorized);
    const cin = syntheticCin(kind.listing, nicCode, state.cinCode, year, this.serials);
    const { name, core } = this.companyName(prng, kind, classification, state, place);

    const verified = prng.chance(SHARES.verified);
    const claimed = prng.chance(SHARES.claimed);
    const slug = prng.chance(SHARES.domain) ? this.slug(core) : null;
    const domain = slug ? `${slug}.${SYNTHETIC_DOMAIN}` : null;
    const email =
      domain && prng.chance(SHARES.email / SHARES.domain)
        ? `${prng.pick(['info', 'contact', 'accounts', 'hello', 'sales'])}@${domain}`
        : null;
    const website = domain ? `https://www.${domain}` : null;
    const description = prng.chance(SHARES.description)
      ? describeCompany(prng, name, kind, classification, state.name, place[1], year)
      : null;
    const hasGst = prng.chance(status === 'Active' ? this.gstShareActive : this.gstShareOther);
    const pan = hasGst ? syntheticPan(index, this.seed, name) : null;
    const gstNumber = pan ? gstin(state.gstCode, pan, prng.chance(0.1) ? 2 : 1) : null;
    const brandCount = prng.chance(classification.brandShare)
      ? drawCount(prng, BRANDS_PER_OWNER)
      : 0;
    const wantsAuthorization = brandCount > 0 && prng.chance(0.3);
    const addressBody = address(prng, state.name, place);
    return {
      kind,
      classification,
      nicCode,
      state,
      place,
      roc,
      registered,
      status,
      authorized,
      paidUp,
      cin,
      name,
      core,
      verified,
      claimed,
      domain,
      email,
      website,
      description,
      pan,
      gstNumber,
      brandCount,
      wantsAuthorization,
      addressBody,
    };
  }

  private registrationDay(prng: Prng, year: number): number {
    const first = dayNumber(`${year}-01-01`);
    const last = Math.min(dayNumber(`${year + 1}-01-01`) - 1, this.snapshot);
    return prng.int(first, Math.max(first, last));
  }

  private status(prng: Prng, year: number): string {
    let period = this.statuses[0];
    for (const candidate of this.statuses) if (year >= candidate.from) period = candidate;
    return period ? period.statuses.draw(prng) : 'Active';
  }

  private companyName(
    prng: Prng,
    kind: KindModel,
    classification: ClassificationModel,
    state: StateModel,
    place: Place,
  ): { name: string; core: string[] } {
    for (let attempt = 0; ; attempt++) {
      const core = this.coreWords(prng, kind, classification, state, place);
      // Only when the name is taken (by an earlier row or a real company in the sample): a
      // coined first word, later an extra coined word, and after many tries a number.
      if (attempt >= 2) core[0] = coinedWord(prng);
      if (attempt >= 4) core.splice(1, 0, coinedWord(prng));
      if (attempt >= 8) core.push(String(attempt));
      const name = `${core.join(' ')}${legalSuffix(prng, kind)}`;
      if (!this.names.has(name) && !this.realNames.has(hashString(name))) {
        this.names.add(name);
        return { name, core };
      }
    }
  }

  private coreWords(
    prng: Prng,
    kind: KindModel,
    classification: ClassificationModel,
    state: StateModel,
    place: Place,
  ): string[] {
    switch (kind.block) {
      case 'GOI':
      case 'SGC':
        return [
          kind.block === 'SGC'
            ? state.name.toUpperCase()
            : prng.pick(['NATIONAL', 'BHARAT', 'INDIAN', 'HINDUSTAN']),
          prng.pick(GOVERNMENT_TAILS),
        ];
      case 'NPL': {
        const words = [this.headWord(prng, place)];
        if (prng.chance(0.4)) pushDistinct(words, classification.middles.draw(prng));
        words.push(prng.pick(SECTION8_TAILS));
        return words;
      }
      case 'FTC':
      case 'FLC': {
        const words = [coinedWord(prng)];
        if (prng.chance(0.5)) pushDistinct(words, classification.tails.draw(prng));
        words.push('INDIA');
        return words;
      }
      case 'OPC':
        if (prng.chance(0.3)) {
          const words = [prng.pick(FIRST_NAMES), prng.pick(LAST_NAMES)];
          if (prng.chance(0.5)) pushDistinct(words, classification.tails.draw(prng));
          return words;
        }
    }
    const length = this.coreLengths.draw(prng);
    const head = this.headWord(prng, place);
    if (length === 1 && !HEAD_WORDS.includes(head) && prng.chance(0.7)) return [head];
    const words = [head];
    for (let middle = 0; middle < Math.min(2, length - 2); middle++) {
      pushDistinct(words, classification.middles.draw(prng));
    }
    pushDistinct(words, classification.tails.draw(prng));
    if (words.length === 1) words.push('INDIA');
    return words;
  }

  /** The first word: coined (rare terms), the row's district, a hand-picked word or a sample word. */
  private headWord(prng: Prng, place: Place): string {
    const roll = prng.float();
    // About half of real names start with a word no other company in the sample uses
    // (a coined word or a family name); coined words play that part here.
    if (roll < 0.45) return coinedWord(prng);
    if (roll < 0.5) {
      const district = place[1].toUpperCase();
      if (/^[A-Z]{3,14}$/.test(district)) return district;
    }
    if (roll < 0.7) return prng.pick(HEAD_WORDS);
    return this.sampleHeads.draw(prng);
  }

  /** A domain label from the first words of the name ("konkancoastal"), numbered when taken. */
  private slug(core: string[]): string {
    let base = '';
    for (const word of core) {
      if (base.length >= 10) break;
      base += word.toLowerCase().replace(/[^a-z0-9]/g, '');
    }
    base ||= 'company';
    let slug = base;
    for (let suffix = 2; this.slugs.has(slug); suffix++) slug = `${base}${suffix}`;
    this.slugs.add(slug);
    return slug;
  }

  private brandLine(
    prng: Prng,
    companyId: number,
    head: string,
    classification: ClassificationModel,
  ): string {
    let brand = '';
    for (let attempt = 0; attempt < 4; attempt++) {
      const roll = prng.float();
      const product = prng.pick(classification.products);
      if (roll < 0.35) brand = `${titleCase(head)} ${product}`;
      else if (roll < 0.75)
        brand = titleCase(coinedWord(prng)) + (prng.chance(0.6) ? ` ${product}` : '');
      else brand = `${prng.pick(BRAND_WORDS)} ${product}`;
      if (!this.brandNames.has(brand)) break;
    }
    this.brandNames.add(brand);
    const site = prng.chance(0.25)
      ? `https://www.${brand.toLowerCase().replace(/[^a-z0-9]/g, '')}.${SYNTHETIC_DOMAIN}`
      : null;
    return copyLine([companyId, brand, prng.chance(0.3) ? brand.toUpperCase() : null, site]);
  }
}

function withHandWords(measured: [string, number][], hand: readonly string[]): [string, number][] {
  const weights = new Map(measured);
  const sorted = measured.map(([, weight]) => weight).sort((a, b) => a - b);
  const typical = Math.max(3, sorted[Math.floor(sorted.length / 2)] ?? 0);
  for (const word of hand) if (!weights.has(word)) weights.set(word, typical);
  return [...weights];
}

function gstActivitiesFor(classification: string): string[] {
  if (classification.startsWith('Manufacturing')) return GST_ACTIVITIES.manufacturing ?? [];
  if (classification === 'Trading') return GST_ACTIVITIES.trading ?? [];
  if (classification === 'Construction') return GST_ACTIVITIES.construction ?? [];
  if (classification === 'Real Estate and Renting') return GST_ACTIVITIES.realEstate ?? [];
  return GST_ACTIVITIES.default ?? [];
}

/** A PostgreSQL array literal of texts, each quoted (COPY escapes the backslashes again). */
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function gstEntityType(block: string, companyClass: string): string {
  if (block === 'GOI' || block === 'SGC') return 'Public Sector Undertaking';
  if (block === 'ULT' || block === 'ULL') return 'Unlimited Company';
  return companyClass === 'Public' ? 'Public Limited Company' : 'Private Limited Company';
}

function legalSuffix(prng: Prng, kind: KindModel): string {
  switch (kind.block) {
    case 'OPC':
      return ' (OPC) PRIVATE LIMITED';
    case 'NPL':
      // Section 8 companies may leave "Limited" out of their names, and about half do.
      if (prng.chance(0.5)) return '';
      break;
    case 'ULT':
    case 'ULL':
      return ' COMPANY';
  }
  return kind.companyClass === 'Public' ? ' LIMITED' : ' PRIVATE LIMITED';
}

function coinedWord(prng: Prng): string {
  for (;;) {
    let word = prng.pick(SYLLABLES) + prng.pick(SYLLABLES);
    if (prng.chance(0.4)) word += prng.pick(SYLLABLES);
    if (prng.chance(0.6) || word.length < 4) word += prng.pick(COINED_ENDINGS);
    // Skip the unpronounceable draws ("HAAA", "ANVEAAAN").
    if (!/[AEIOU]{3}|(.)\1\1|^[AEIOU]{2}/.test(word)) return word;
  }
}

function pushDistinct(words: string[], word: string): void {
  if (!words.includes(word)) words.push(word);
}

function pickSome(prng: Prng, items: readonly string[], min: number, max: number): string[] {
  const wanted = Math.min(items.length, prng.int(min, max));
  const picked: string[] = [];
  while (picked.length < wanted) pushDistinct(picked, prng.pick(items));
  return picked;
}

/** Rounds to two significant digits, as companies choose round capitals (1,50,000, not 1,47,213). */
function roundAmount(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

function betweenEdges(prng: Prng, edges: readonly number[]): number {
  const bucket = prng.int(0, Math.max(0, edges.length - 2));
  const low = edges[bucket] ?? 0;
  const high = edges[bucket + 1] ?? low;
  if (low <= 0 || high <= low) return low + prng.float() * (high - low);
  return Math.exp(Math.log(low) + prng.float() * (Math.log(high) - Math.log(low)));
}

function drawAuthorized(prng: Prng, capital: CapitalModel): number {
  const { table, exact, exactWeight } = capital;
  if (exact && prng.float() * (exactWeight + table.authorizedOtherWeight) < exactWeight) {
    return exact.draw(prng);
  }
  return roundAmount(betweenEdges(prng, table.authorizedOther));
}

function drawPaidUp(prng: Prng, table: CapitalTable, authorized: number): number {
  if (authorized <= 0) return 0;
  const roll = prng.float() * (table.paidUpZero + table.paidUpEqual + table.paidUpPartial);
  if (roll < table.paidUpZero) return 0;
  if (roll < table.paidUpZero + table.paidUpEqual) return authorized;
  const paid = roundAmount(authorized * betweenEdges(prng, table.paidUpRatios));
  return Math.min(paid, authorized);
}

function address(prng: Prng, stateName: string, place: Place): string {
  const unit = prng.pick(UNIT_KINDS);
  const number = prng.chance(0.2)
    ? `${prng.int(1, 999)}/${prng.int(1, 40)}`
    : String(prng.int(1, 999));
  const parts = [
    unit ? `${unit} ${number}` : number,
    prng.pick(FLOORS),
    prng.chance(0.6) ? `${prng.pick(BUILDING_NAMES)} ${prng.pick(BUILDING_KINDS)}` : '',
    `${prng.pick(STREET_NAMES)} ${prng.pick(STREET_KINDS)}`,
    place[2],
    place[1],
    stateName,
  ];
  return parts.filter(Boolean).join(', ');
}

function describeCompany(
  prng: Prng,
  name: string,
  kind: KindModel,
  classification: ClassificationModel,
  stateName: string,
  city: string,
  year: number,
): string {
  const title = titleCase(name);
  const form =
    kind.companyClass === 'One Person Company' ? 'one person' : kind.companyClass.toLowerCase();
  switch (prng.int(0, 3)) {
    case 0:
      return `${title} is a ${form} company incorporated in ${year} in ${stateName}, working in ${classification.phrase}.`;
    case 1:
      return `${title} works in ${classification.phrase} from ${city}, ${stateName}.`;
    case 2:
      return `Based in ${city}, ${title} is engaged in ${classification.phrase}.`;
    default:
      return `${title}: ${classification.phrase} since ${year}.`;
  }
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/\(Opc\)/g, '(OPC)');
}

/** The share of Active companies the tables imply (kind → years → status by period). */
function expectedActiveShare(distributions: Distributions): number {
  const share = (statuses: [string, number][]) => {
    const total = statuses.reduce((sum, [, weight]) => sum + weight, 0);
    return total ? (statuses.find(([status]) => status === 'Active')?.[1] ?? 0) / total : 0;
  };
  const periods = distributions.statusesByPeriod;
  const activeIn = (year: number) => {
    let found = periods[0];
    for (const period of periods) if (year >= period.from) found = period;
    return found ? share(found.statuses) : 0;
  };
  let weighted = 0;
  let total = 0;
  for (const kind of distributions.kinds) {
    const years = distributions.yearsByGroup[groupOf(kind.block, kind.companyClass)] ?? [];
    const yearTotal = years.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [year, weight] of years) {
      weighted += (kind.weight * weight * activeIn(year)) / yearTotal;
    }
    total += kind.weight;
  }
  return total ? weighted / total : 0.6;
}
