import {
  buildVerdict,
  companyStatusKind,
  displayTrustLevelOf,
  checkGstin,
  gstStatusBarsCharging,
  isActiveGstStatus,
  isValidLogo,
  trustLevelOf,
  type CoverageBlock,
  type DisplayRating,
  type RedFlag,
  type ScoreComponent,
  type ScoreComponentStatus,
  type TrustScore,
  type Verdict,
  type VerdictFacts,
} from '@trusthive/contracts';
import { GST_STATE_CODES, normaliseStateName } from './gst-states';

// The trust score of product spec §9, as a pure function: no I/O, no clock. Six blocks:
//
// | Block                          | Max | Rule (spec)                                               |
// | Corporate Registry             | 25  | cin 5; roc 2; status Active 5; paid-up >= 100000 5;       |
// |                                |     | nic code with industrial classification 5; company class  |
// |                                |     | with sub category 3. Sole proprietorship, proprietorship, |
// |                                |     | partnership (firm), HUF or freelancer: the full 25.       |
// | GST                            | 15  | gst_number 10; state code 3; 2 more for gst_number: from  |
// |                                |     | registrations the GST network confirms (issue 40)         |
// | Online Reputation              | 15  | rating >=4.5 7, >=4 6, >=3 4, else 2; reviews >=50 4,     |
// |                                |     | >=10 2, >=1 1; plus 2; no rating: 3                       |
// | Brand Authorization            | 20  | only when the industry contains retail, wholesale or      |
// |                                |     | trade; 5 if brand authorization is wanted. Left out, like |
// |                                |     | a non-trade business, until authorizations are verified   |
// |                                |     | (issue 36: unknown data is never scored as a failure)     |
// | Profile Completeness           | 15  | logo 3, domain 4, address 2, classification 3, GST/PAN 3  |
// | Internal Reports and Red Flags | 10  | computed from facts (issue 20): 10; not active 0;         |
// |                                |     | dormant -5; upheld report -5 each; GSTIN failing its      |
// |                                |     | check digit or carrying another PAN -3 each; a GST        |
// |                                |     | registration cancelled or suspended per GSTN -5 each;     |
// |                                |     | never < 0                                                 |
//
// Non-trade businesses: the total (out of 80) is scaled to 100 and rounded; the final score
// is clamped to 0..100. Levels: >= 80 High Trust, 60-79 Medium Trust, < 60 Low Trust.
//
// Where the spec can be read two ways, the reading a fair-minded user would expect is taken,
// and each component's `details` says which (READINGS below, word for word):
export const READINGS = {
  stateCode:
    "The 3 state-code points go to an active registration whose principal place of business, as the GST network lists it, is in the company's registered state; when the registered state is unknown, a valid Indian state is enough.",
  gstNumberTwice:
    "A GST number earns 12 points in all (10, then 2 more) once the GST network lists it as Active for this company (matched by its PAN, or by legal name and state). A GSTIN someone typed, on the company's record or its GST details, earns none until the GST network confirms it: until then the block is counted as not yet known, and the range shown with the score allows for it.",
  reputationMax:
    'The rating rules add up to at most 13 of the 15 points: 7 for the rating, 4 for the number of reviews and 2 for being rated.',
  trade:
    "Trade covers industries whose classification or business category names retail, wholesale, trade or trading (so the registry's 'Trading' category counts).",
  llp: 'A limited liability partnership (LLP) is registered with the corporate registry, so it is scored on its registry data rather than given the full 25 that partnership firms get.',
  nicCode:
    'The NIC-code points need both the NIC code and the industrial classification; the class points need both the company class and the sub-category.',
  domain: 'The domain points count a domain name, or else a website, on record.',
  estimated:
    'A business found on the maps service without a rating shows an estimated 4.5, which is for display only and adds no points.',
  brandUnknown:
    'Nothing is known yet about authorization to sell the brands this business offers (TrustHive does not verify brand authorizations yet), so the block is counted as missing: it is left out and the other blocks (out of 80) are scaled to 100, as for a business it does not apply to. The range shown with the score allows for anything from the points a request earns to the full 20.',
  redFlags:
    "Computed from facts: 10 to start; 0 for a company the MCA lists as not active (struck off or being struck off, dissolved, liquidated or under liquidation, amalgamated, converted to LLP); 5 off for a dormant company; 5 off for each report the TrustHive team upholds; 3 off for each GST number that fails its check digit or carries a PAN other than the company's; 5 off for each GST registration the GST network lists as cancelled, suspended or inactive; 10 off for a company under a corporate insolvency resolution process (CIRP); 5 off for one MCA marks inactive for e-filing; 5 off for an annual return, and 5 for a balance sheet, not filed for two or more years after it fell due (30 October for the balance sheet, 29 November for the annual return, of the year each financial year ends), as the registry provider reports the filings; never below 0.",
} as const;

/**
 * The version of these rules. Raise it with any change that can move a score; the bulk
 * recompute (npm run recompute-scores) then records 'rules v{N}' (or its --reason) as the
 * reason of every score it changes. v1: the spec's rules with a fixed red-flags block.
 * v2 (issue 20): red flags computed from facts. v3 (issue 36): a trade business's unknown brand
 * authorization is left out instead of scored 0 of 20, and each score carries its verdict.
 * v4 (issue 40): the GST block counts only registrations the GST network confirms, and one it
 * lists as cancelled or suspended is a red flag. v5 (issue 41): filings two years overdue, and a
 * company under CIRP or inactive for e-filing, are red flags.
 */
export const RULE_VERSION = 5;

export const BLOCK_MAX = {
  registry: 25,
  gst: 15,
  reputation: 15,
  brand: 20,
  completeness: 15,
  redFlags: 10,
} as const;

/** The blocks a non-trade business is scored on (all but brand authorization). */
export const NON_TRADE_MAX =
  BLOCK_MAX.registry +
  BLOCK_MAX.gst +
  BLOCK_MAX.reputation +
  BLOCK_MAX.completeness +
  BLOCK_MAX.redFlags;

export const PAID_UP_CAPITAL_THRESHOLD = 100_000;
export const ESTIMATED_RATING = 4.5;

export interface RatingReading {
  /** 0..5, or null when the source has the business but no rating. */
  rating: number | null;
  reviewCount: number;
}

export interface TrustScoreInput {
  companyId: number;
  company: {
    cin: string | null;
    roc: string | null;
    status: string | null;
    /** companies.company_limited_by */
    entityType: string | null;
    paidUpCapital: number | null;
    nicCode: string | null;
    industrialClassification: string | null;
    companyClass: string | null;
    subCategory: string | null;
    /** companies.company_state_code: the registered state's name. */
    state: string | null;
    gstNumber: string | null;
    panNumber: string | null;
    logo: string | null;
    domainName: string | null;
    website: string | null;
    websiteUrl: string | null;
    address: string | null;
    businessCategory: string | null;
    wantsBrandAuthorization: boolean;
    /** Where the company's record comes from (companies.data_source). */
    dataSource: 'registry' | 'registration' | 'synthetic' | null;
    /** The date the company's record was last written (YYYY-MM-DD), for the red flags' dates. */
    recordedOn: string | null;
    /**
     * The date of the MCA file the registry facts were read from (companies.registry_source_date),
     * null for rows imported before the importer recorded it.
     */
    registrySourceDate: string | null;
    /** The date of incorporation on the registry record (companies.registration_date). */
    incorporatedOn?: string | null;
  };
  /** The company's GST registration (company_gst_details), if any. */
  gst: { gstin: string | null; pan: string | null; recordedOn?: string | null } | null;
  /**
   * What the GST network says of the registrations matched to the company (gst_registrations,
   * issue 40), one per GSTIN. Only these confirm GST: a GSTIN on record is what someone typed.
   */
  gstn?: ReadonlyArray<GstnRegistration>;
  /**
   * What the registry provider says of the company's filings (company_registry_records, issue
   * 41); null or absent until the provider was asked.
   */
  filings?: RegistryFilings | null;
  /**
   * Reports the TrustHive team upheld in the staff console's reports queue (issue 18), with
   * the day each was upheld.
   */
  upheldReports: ReadonlyArray<{ reportId: number; date: string | null }>;
  ratings: {
    /** The cached third-party rating (trustpilot_ratings, else companies.ratings.trustpilot). */
    thirdParty: RatingReading | null;
    /** Place details from the maps service, when the caller has them. */
    place: RatingReading | null;
    /** companies.ratings.google: the maps service's rating on record. */
    maps: number | null;
  };
}

export interface GstnRegistration {
  gstin: string;
  /** GSTN's word as sent: Active, Cancelled, Suspended, … */
  status: string;
  /** The principal place's state as GSTN names it. */
  stateName: string | null;
  registeredOn: string | null;
  cancelledOn: string | null;
  /** When GSTN last changed the record (its lstupdt), YYYY-MM-DD. */
  gstnUpdatedOn: string | null;
  /** When TrustHive asked, YYYY-MM-DD. */
  fetchedOn: string;
  provider: string;
  /** Answered by a stand-in server of ours (tests, the demo), not GSTN. */
  standIn: boolean;
}

export interface RegistryFilings {
  /** The date the last balance sheet was made up to (or filed), YYYY-MM-DD. */
  lastBalanceSheetDate: string | null;
  lastAnnualReturnDate: string | null;
  /** The day the provider's copy of MCA data was taken: overdue is counted as of then. */
  asOf: string;
  provider: string;
  standIn: boolean;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const validRating = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5;

const validCount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

const EXEMPT_ENTITY =
  /\b(sole proprietorship|proprietorship|partnership firm|partnership|huf|hindu undivided family|freelancer)\b/i;
const LLP = /\b(limited liability partnership|llp)\b/i;

/** Entity types that get the full 25 for the corporate registry (not LLPs: READINGS.llp). */
export function isRegistryExempt(entityType: string | null): boolean {
  if (!present(entityType)) return false;
  return EXEMPT_ENTITY.test(entityType) && !LLP.test(entityType);
}

const TRADE = /\b(retail\w*|wholesale\w*|trade|trades|trading|trader|traders)\b/i;

/** Retail, wholesale or trade in the industrial classification or business category. */
export function isTradeBusiness(company: TrustScoreInput['company']): boolean {
  return [company.industrialClassification, company.businessCategory].some(
    (value) => present(value) && TRADE.test(value),
  );
}

/** The GSTIN used for the GST block: the company's own, else its GST registration's. */
function gstinOf(input: TrustScoreInput): string | null {
  if (present(input.company.gstNumber)) return input.company.gstNumber.trim().toUpperCase();
  if (present(input.gst?.gstin)) return input.gst.gstin.trim().toUpperCase();
  return null;
}

export type StateCodeCheck = 'match' | 'valid-unknown-state' | 'mismatch' | 'invalid';

/** READINGS.stateCode. */
export function checkStateCode(gstin: string, state: string | null): StateCodeCheck {
  const names = GST_STATE_CODES[gstin.slice(0, 2)];
  if (!names) return 'invalid';
  if (!present(state)) return 'valid-unknown-state';
  return names.includes(normaliseStateName(state)) ? 'match' : 'mismatch';
}

/** The rating used: third-party first, then place, then maps (spec §9). */
export function chooseRating(ratings: TrustScoreInput['ratings']): DisplayRating | null {
  const { thirdParty, place, maps } = ratings;
  if (thirdParty && validRating(thirdParty.rating)) {
    return {
      value: thirdParty.rating,
      reviewCount: validCount(thirdParty.reviewCount),
      source: 'third-party',
      estimated: false,
    };
  }
  if (place && validRating(place.rating)) {
    return {
      value: place.rating,
      reviewCount: validCount(place.reviewCount),
      source: 'place',
      estimated: false,
    };
  }
  if (validRating(maps)) return { value: maps, reviewCount: 0, source: 'maps', estimated: false };
  if (place) {
    return {
      value: ESTIMATED_RATING,
      reviewCount: validCount(place.reviewCount),
      source: 'place',
      estimated: true,
    };
  }
  return null;
}

interface Part {
  label: string;
  points: number;
  max: number;
}

const describeParts = (parts: Part[]) =>
  parts.map((part) => `${part.label}: ${part.points} of ${part.max}`).join('; ');

const sum = (parts: Part[]) => parts.reduce((total, part) => total + part.points, 0);

function component(
  name: string,
  status: ScoreComponentStatus,
  score: number,
  maxScore: number,
  description: string,
  details: string,
): ScoreComponent {
  return { name, status, score, maxScore, description, details };
}

function registryComponent(input: TrustScoreInput): ScoreComponent {
  const { company } = input;
  const name = 'Corporate Registry';
  const description =
    'Registration with the Ministry of Corporate Affairs: CIN, registrar, status, capital and classification.';
  if (isRegistryExempt(company.entityType)) {
    return component(
      name,
      'not-applicable',
      BLOCK_MAX.registry,
      BLOCK_MAX.registry,
      description,
      `${company.entityType?.trim()} is not registered with the corporate registry, so this block counts in full (25 of 25).`,
    );
  }
  const status = company.status?.trim().toLowerCase() ?? '';
  const parts: Part[] = [
    { label: 'CIN', points: present(company.cin) ? 5 : 0, max: 5 },
    { label: 'Registrar of Companies', points: present(company.roc) ? 2 : 0, max: 2 },
    { label: 'Status Active', points: status === 'active' ? 5 : 0, max: 5 },
    {
      label: 'Paid-up capital of ₹1,00,000 or more',
      points: (company.paidUpCapital ?? 0) >= PAID_UP_CAPITAL_THRESHOLD ? 5 : 0,
      max: 5,
    },
    {
      label: 'NIC code with industrial classification',
      points: present(company.nicCode) && present(company.industrialClassification) ? 5 : 0,
      max: 5,
    },
    {
      label: 'Company class with sub-category',
      points: present(company.companyClass) && present(company.subCategory) ? 3 : 0,
      max: 3,
    },
  ];
  let verdict: ScoreComponentStatus;
  if (!present(company.cin)) verdict = 'not-available';
  else if (status === 'active') verdict = 'verified';
  else if (status === '' || status.includes('pending')) verdict = 'pending';
  else verdict = 'failed';
  const notes = [`${describeParts(parts)}.`, READINGS.nicCode];
  if (LLP.test(company.entityType ?? '')) notes.push(READINGS.llp);
  return component(name, verdict, sum(parts), BLOCK_MAX.registry, description, notes.join(' '));
}

/** The registrations the GST network lists as Active for the company. */
export function activeGstn(input: TrustScoreInput): GstnRegistration[] {
  return (input.gstn ?? []).filter((registration) => isActiveGstStatus(registration.status));
}

/** READINGS.stateCode, for a registration GSTN confirmed: its principal place's state. */
function confirmedStateCheck(active: GstnRegistration[], state: string | null): StateCodeCheck {
  const checks = active.map((registration) =>
    present(registration.stateName)
      ? stateNameCheck(registration.stateName, state)
      : checkStateCode(registration.gstin, state),
  );
  for (const wanted of ['match', 'valid-unknown-state', 'mismatch'] as const) {
    if (checks.includes(wanted)) return wanted;
  }
  return 'invalid';
}

function stateNameCheck(gstnState: string, state: string | null): StateCodeCheck {
  // Through the state table, so old and new names (Orissa, Odisha) are one state.
  const named = Object.values(GST_STATE_CODES).filter((names) =>
    names.includes(normaliseStateName(gstnState)),
  );
  if (named.length === 0) return 'invalid';
  if (!present(state)) return 'valid-unknown-state';
  return named.some((names) => names.includes(normaliseStateName(state))) ? 'match' : 'mismatch';
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * READINGS.gstNumberTwice: only what the GST network confirms scores. An active registration:
 * 12, and 3 when one's principal place is in the registered state. Registrations GSTN lists
 * but none active: 0, a known fact ('failed'). A GSTIN someone typed: 0 and not yet known
 * ('pending', counted as missing in the range). None: not available.
 */
function gstComponent(input: TrustScoreInput): ScoreComponent {
  const name = 'GST';
  const description = 'Registration under the Goods and Services Tax.';
  const listed = input.gstn ?? [];
  const active = activeGstn(input);
  if (active.length > 0) {
    const stateCheck = confirmedStateCheck(active, input.company.state);
    const stateNote: Record<StateCodeCheck, string> = {
      match: 'Principal place in the registered state: 3 of 3.',
      'valid-unknown-state':
        'Principal place in an Indian state (registered state unknown): 3 of 3.',
      mismatch: 'No principal place in the registered state: 0 of 3.',
      invalid: 'Principal place not in a known Indian state: 0 of 3.',
    };
    const statePoints = stateCheck === 'match' || stateCheck === 'valid-unknown-state' ? 3 : 0;
    return component(
      name,
      'verified',
      12 + statePoints,
      BLOCK_MAX.gst,
      description,
      `${count(active.length, 'registration', 'registrations')} active per the GST network: 12 of 12. ${stateNote[stateCheck]} ${READINGS.gstNumberTwice} ${READINGS.stateCode}`,
    );
  }
  if (listed.length > 0) {
    const statuses = listed.map((registration) => registration.status.trim()).join(', ');
    return component(
      name,
      'failed',
      0,
      BLOCK_MAX.gst,
      description,
      `The GST network lists no active registration for this company (${statuses}): 0 of 15. ${READINGS.gstNumberTwice}`,
    );
  }
  if (gstinOf(input)) {
    return component(
      name,
      'pending',
      0,
      BLOCK_MAX.gst,
      description,
      `GSTIN submitted, not yet confirmed with the GST network: 0 of 15. ${READINGS.gstNumberTwice}`,
    );
  }
  return component(
    name,
    'not-available',
    0,
    BLOCK_MAX.gst,
    description,
    `No GST number on record: 0 of 15. ${READINGS.gstNumberTwice}`,
  );
}

export function ratingPoints(rating: number): number {
  if (rating >= 4.5) return 7;
  if (rating >= 4) return 6;
  if (rating >= 3) return 4;
  return 2;
}

export function reviewPoints(reviewCount: number): number {
  if (reviewCount >= 50) return 4;
  if (reviewCount >= 10) return 2;
  if (reviewCount >= 1) return 1;
  return 0;
}

export const NO_RATING_POINTS = 3;
export const RATED_BONUS = 2;

const SOURCE_NAMES: Record<DisplayRating['source'], string> = {
  'third-party': 'the third-party rating',
  place: 'the maps service (place details)',
  maps: 'the maps service',
};

function reputationComponent(rating: DisplayRating | null): ScoreComponent {
  const name = 'Online Reputation';
  const description = 'Public ratings and reviews of the business.';
  if (!rating || rating.estimated) {
    const shown = rating?.estimated ? ` ${READINGS.estimated}` : '';
    return component(
      name,
      'not-available',
      NO_RATING_POINTS,
      BLOCK_MAX.reputation,
      description,
      `No rating on record: 3 of 15.${shown}`,
    );
  }
  const parts: Part[] = [
    { label: `Rating ${rating.value.toFixed(1)}`, points: ratingPoints(rating.value), max: 7 },
    {
      label: `${rating.reviewCount} review${rating.reviewCount === 1 ? '' : 's'}`,
      points: reviewPoints(rating.reviewCount),
      max: 4,
    },
    { label: 'Rated', points: RATED_BONUS, max: RATED_BONUS },
  ];
  return component(
    name,
    'verified',
    sum(parts),
    BLOCK_MAX.reputation,
    description,
    `From ${SOURCE_NAMES[rating.source]}. ${describeParts(parts)}. ${READINGS.reputationMax}`,
  );
}

function brandComponent(input: TrustScoreInput, trade: boolean): ScoreComponent {
  const name = 'Brand Authorization';
  const description =
    'Authorization to sell the brands a retail, wholesale or trading business offers.';
  if (!trade) {
    return component(
      name,
      'not-applicable',
      0,
      BLOCK_MAX.brand,
      description,
      `Not a retail, wholesale or trade business, so this block does not count and the other blocks (out of 80) are scaled to 100. ${READINGS.trade}`,
    );
  }
  // No authorization is verified yet, so the block is always missing data (READINGS.brandUnknown).
  if (input.company.wantsBrandAuthorization) {
    return component(
      name,
      'pending',
      0,
      BLOCK_MAX.brand,
      description,
      `Brand authorization requested, not yet verified: not counted. ${READINGS.brandUnknown} ${READINGS.trade}`,
    );
  }
  return component(
    name,
    'not-available',
    0,
    BLOCK_MAX.brand,
    description,
    `No brand authorization on record: not counted. ${READINGS.brandUnknown} ${READINGS.trade}`,
  );
}

/** The points a brand-authorization request earns once authorizations are verified (spec §9). */
export const BRAND_REQUEST_POINTS = 5;

function completenessComponent(input: TrustScoreInput): ScoreComponent {
  const { company, gst } = input;
  const parts: Part[] = [
    { label: 'Logo', points: isValidLogo(company.logo) ? 3 : 0, max: 3 },
    {
      label: 'Domain',
      points: [company.domainName, company.website, company.websiteUrl].some(present) ? 4 : 0,
      max: 4,
    },
    { label: 'Address', points: present(company.address) ? 2 : 0, max: 2 },
    {
      label: 'Industry classification',
      points: present(company.industrialClassification) ? 3 : 0,
      max: 3,
    },
    {
      label: 'GST or PAN',
      points: [company.gstNumber, company.panNumber, gst?.gstin, gst?.pan].some(present) ? 3 : 0,
      max: 3,
    },
  ];
  const score = sum(parts);
  let status: ScoreComponentStatus = 'pending';
  if (score === BLOCK_MAX.completeness) status = 'verified';
  else if (score === 0) status = 'not-available';
  return component(
    'Profile Completeness',
    status,
    score,
    BLOCK_MAX.completeness,
    'How complete the business profile is.',
    `${describeParts(parts)}. ${READINGS.domain}`,
  );
}

const NOT_ACTIVE_PENALTY = BLOCK_MAX.redFlags;
export const DORMANT_PENALTY = 5;
export const UPHELD_REPORT_PENALTY = 5;
export const GSTIN_PENALTY = 3;
export const GST_NOT_ACTIVE_PENALTY = 5;
export const INSOLVENCY_PENALTY = BLOCK_MAX.redFlags;
export const EFILING_PENALTY = 5;
export const FILING_OVERDUE_PENALTY = 5;
/** A filing this many years past its due date, or more, is a red flag. */
export const FILING_OVERDUE_YEARS = 2;

/**
 * When a financial year's filing falls due (Companies Act 2013: the AGM within six months of
 * the year's end, 31 March; the balance sheet (AOC-4) 30 days after it, the annual return
 * (MGT-7) 60 days after it), as month and day of the year the financial year ends.
 */
const FILING_DUE = { balanceSheet: '10-30', annualReturn: '11-29' } as const;
type Filing = keyof typeof FILING_DUE;

/** The year the financial year a date falls in (or ends on) ends: 31 March. */
function financialYearEnd(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return month > 3 || (month === 3 && day === 31) ? year : year - 1;
}

/** '2021-22' for the financial year ending in March 2022. */
const financialYearName = (endYear: number) =>
  `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`;

/**
 * How many later financial years' filings of the kind had fallen due by `asOf`, after the one
 * the last filing is for: the years it is behind.
 */
export function filingsMissed(filing: Filing, lastDate: string, asOf: string): number {
  const last = financialYearEnd(lastDate);
  let missed = 0;
  for (let year = last + 1; `${year}-${FILING_DUE[filing]}` < asOf; year += 1) missed += 1;
  return missed;
}

const FILING_NAMES: Record<Filing, string> = {
  balanceSheet: 'Balance sheet',
  annualReturn: 'Annual return',
};

/** Where a registry provider's fact comes from, in words; a stand-in never passes for MCA. */
export function registrySourceWords(filings: Pick<RegistryFilings, 'provider' | 'standIn'>) {
  return filings.standIn
    ? `A stand-in for the registry (${filings.provider}), not MCA data`
    : `MCA data via ${filings.provider}`;
}

/** The overdue-filing flags: a company MCA lists as closed or dormant is not expected to file. */
function overdueFilingFlags(input: TrustScoreInput): FoundRedFlag[] {
  const filings = input.filings;
  const kind = companyStatusKind(input.company.status);
  if (!filings || kind === 'not-active' || kind === 'dormant') return [];
  const flags: FoundRedFlag[] = [];
  const dates: Record<Filing, string | null> = {
    annualReturn: filings.lastAnnualReturnDate,
    balanceSheet: filings.lastBalanceSheetDate,
  };
  for (const filing of ['annualReturn', 'balanceSheet'] as const) {
    const last = dates[filing];
    if (!last) continue;
    const missed = filingsMissed(filing, last, filings.asOf);
    if (missed < FILING_OVERDUE_YEARS) continue;
    const lastYear = financialYearEnd(last);
    flags.push({
      title: `${FILING_NAMES[filing]} not filed for ${missed} years: the last on record is for ${financialYearName(lastYear)}.`,
      penalty: FILING_OVERDUE_PENALTY,
      kind: 'filing',
      source: registrySourceWords(filings),
      // The day it became two years overdue.
      date: `${lastYear + FILING_OVERDUE_YEARS}-${FILING_DUE[filing]}`,
    });
  }
  return flags;
}

const INSOLVENCY = /\bcirp\b|insolvency/i;
const EFILING = /e-?filing/i;

/**
 * Where a GSTN fact comes from, in words: the provider that relayed it, or the stand-in server
 * of ours that answered instead (tests, the demo), which is never passed off as GSTN.
 */
export function gstnSource(registration: Pick<GstnRegistration, 'provider' | 'standIn'>): string {
  return registration.standIn
    ? `A stand-in for the GST network (${registration.provider}), not GSTN`
    : `GST network via ${registration.provider}`;
}

/**
 * A registration GSTN lists as barred from charging GST, named by its state (one registration
 * per state), never by its number: the title is public and stored in the score's history.
 */
function gstNotActiveTitle(registration: GstnRegistration): string {
  const where = present(registration.stateName) ? ` in ${registration.stateName.trim()}` : '';
  return `GST registration${where} ${registration.status.trim().toLowerCase()} per the GST network.`;
}

const STATUS_SOURCES: Record<NonNullable<TrustScoreInput['company']['dataSource']>, string> = {
  registry: 'MCA company master data',
  registration: "The company's registration on TrustHive",
  synthetic: 'Generated sample data',
};

/**
 * What a red flag is about: the registry status, an upheld report, a GSTIN's checks or what
 * the GST network says of a registration.
 */
export type RedFlagKind = 'status' | 'report' | 'gstin' | 'gst-status' | 'filing';

type FoundRedFlag = Omit<RedFlag, 'points'> & { penalty: number; kind: RedFlagKind };

/** The facts that take points off the red-flags block, in the order they are applied. */
export function findRedFlags(input: TrustScoreInput): FoundRedFlag[] {
  const { company } = input;
  const flags: FoundRedFlag[] = [];
  const statusSource = STATUS_SOURCES[company.dataSource ?? 'registration'];
  const kind = companyStatusKind(company.status);
  const status = company.status?.trim() ?? '';
  // The status is as of the MCA file it was read from; the row's last write is only a stand-in
  // for rows imported before the importer recorded that file's date.
  const statusDate = company.registrySourceDate ?? company.recordedOn;
  if (kind === 'not-active') {
    flags.push({
      title: `Company status: ${status}. The company is not active.`,
      penalty: NOT_ACTIVE_PENALTY,
      kind: 'status',
      source: statusSource,
      date: statusDate,
    });
  } else if (kind === 'dormant') {
    flags.push({
      title: `Company status: ${status}.`,
      penalty: DORMANT_PENALTY,
      kind: 'status',
      source: statusSource,
      date: statusDate,
    });
  } else if (kind === 'other' && INSOLVENCY.test(status)) {
    // Issue 41: neither active nor closed, and what a supplier's creditors most need to know.
    flags.push({
      title: `Company status: ${status}. The company is in a corporate insolvency resolution process.`,
      penalty: INSOLVENCY_PENALTY,
      kind: 'status',
      source: statusSource,
      date: statusDate,
    });
  } else if (kind === 'other' && EFILING.test(status)) {
    flags.push({
      title: `Company status: ${status}. MCA does not accept the company's filings until it complies.`,
      penalty: EFILING_PENALTY,
      kind: 'status',
      source: statusSource,
      date: statusDate,
    });
  }
  flags.push(...overdueFilingFlags(input));
  for (const report of input.upheldReports) {
    flags.push({
      title: 'A report about this company was upheld by the TrustHive team.',
      penalty: UPHELD_REPORT_PENALTY,
      kind: 'report',
      source: 'TrustHive reports',
      date: report.date,
    });
  }
  const gstins: Array<{ gstin: string; label: string; source: string; date: string | null }> = [];
  if (present(company.gstNumber)) {
    gstins.push({
      gstin: company.gstNumber.trim().toUpperCase(),
      label: "The GST number on the company's record",
      source: "The company's record",
      date: company.recordedOn,
    });
  }
  const registered = input.gst?.gstin;
  if (
    present(registered) &&
    !gstins.some((seen) => seen.gstin === registered.trim().toUpperCase())
  ) {
    gstins.push({
      gstin: registered.trim().toUpperCase(),
      label: "The GST registration's GSTIN",
      source: 'GST registration details',
      date: input.gst?.recordedOn ?? null,
    });
  }
  const pan = present(company.panNumber) ? company.panNumber.trim().toUpperCase() : null;
  for (const { gstin, label, source, date } of gstins) {
    // One GSTIN module for the whole product: the same check the profile's identifier panel runs.
    const checks = checkGstin(gstin, { pan, state: null });
    if (!checks.checkDigitValid) {
      flags.push({
        title: `${label} fails its check digit.`,
        penalty: GSTIN_PENALTY,
        kind: 'gstin',
        source,
        date,
      });
    }
    if (checks.panMatches === false) {
      flags.push({
        title: `${label} carries a PAN other than the company's.`,
        penalty: GSTIN_PENALTY,
        kind: 'gstin',
        source,
        date,
      });
    }
  }
  for (const registration of input.gstn ?? []) {
    if (!gstStatusBarsCharging(registration.status)) continue;
    flags.push({
      title: gstNotActiveTitle(registration),
      penalty: GST_NOT_ACTIVE_PENALTY,
      kind: 'gst-status',
      source: gstnSource(registration),
      date: registration.cancelledOn ?? registration.gstnUpdatedOn ?? registration.fetchedOn,
    });
  }
  return flags;
}

/** The flags with the points each actually took: applied in order, never below 0. */
export function applyRedFlags(input: TrustScoreInput): {
  score: number;
  flags: RedFlag[];
  /** The flags about a GSTIN's checks, which the verdict names one by one. */
  gstinFlags: RedFlag[];
  /** The flags about registrations the GST network lists as not active. */
  gstStatusFlags: RedFlag[];
  /** The flags about filings years overdue (issue 41). */
  filingFlags: RedFlag[];
} {
  let remaining: number = BLOCK_MAX.redFlags;
  const applied = findRedFlags(input).map(({ penalty, kind, ...flag }) => {
    const points = Math.min(penalty, remaining);
    remaining -= points;
    return { kind, flag: { ...flag, points } };
  });
  return {
    score: remaining,
    flags: applied.map(({ flag }) => flag),
    gstinFlags: applied.filter(({ kind }) => kind === 'gstin').map(({ flag }) => flag),
    gstStatusFlags: applied.filter(({ kind }) => kind === 'gst-status').map(({ flag }) => flag),
    filingFlags: applied.filter(({ kind }) => kind === 'filing').map(({ flag }) => flag),
  };
}

function redFlagsComponent(score: number, flags: RedFlag[]): ScoreComponent {
  const found = flags.map((flag) => `${flag.title} (${flag.points} off)`).join(' ');
  return component(
    'Internal Reports and Red Flags',
    flags.length === 0 ? 'verified' : 'failed',
    score,
    BLOCK_MAX.redFlags,
    'Reports and red flags raised with TrustHive.',
    `${flags.length === 0 ? 'No red flags: 10 of 10.' : `${found} ${score} of 10.`} ${READINGS.redFlags}`,
  );
}

/** What a block could still score once its data is known: [lowest, highest]. */
const WITHOUT_DATA_RANGE: Record<
  Exclude<CoverageBlock, 'profile'>,
  (current: number) => [number, number]
> = {
  registry: () => [0, BLOCK_MAX.registry],
  GST: () => [0, BLOCK_MAX.gst],
  // Once rated: at least 2 for the rating and 2 for being rated; at most 13 (READINGS.reputationMax).
  reputation: (current) => [Math.min(current, 4), 13],
  // Not counted until known (READINGS.brandUnknown): from what a request earns to the full 20.
  brand: (current) => [current, BLOCK_MAX.brand],
};

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "Based on registry and profile data; GST, reputation and brand data not yet available" */
export function coverageSummary(withData: CoverageBlock[], withoutData: CoverageBlock[]): string {
  const based = `Based on ${joinNames(withData)} data`;
  return withoutData.length === 0
    ? based
    : `${based}; ${joinNames(withoutData)} data not yet available`;
}

/** Non-trade totals (out of 80) scaled to 100 and rounded half up; then clamped to 0..100. */
export function finalScore(rawScore: number, trade: boolean): number {
  const scaled = trade ? rawScore : Math.round((rawScore * 100) / NON_TRADE_MAX);
  return Math.min(100, Math.max(0, scaled));
}

/** The trust score as the rules compute it; the service adds the stored history. */
export type ComputedTrustScore = Omit<TrustScore, 'history'>;

export function computeTrustScore(input: TrustScoreInput): ComputedTrustScore {
  const trade = isTradeBusiness(input.company);
  const rating = chooseRating(input.ratings);
  const redFlags = applyRedFlags(input);
  const registry = registryComponent(input);
  const gst = gstComponent(input);
  const reputation = reputationComponent(rating);
  const brand = brandComponent(input, trade);
  const components = [
    registry,
    gst,
    reputation,
    brand,
    completenessComponent(input),
    redFlagsComponent(redFlags.score, redFlags.flags),
  ];
  const rawScore = components.reduce((total, part) => total + part.score, 0);
  // Every total is out of 80 and scaled while no brand authorization is verified: the brand
  // block scores 0 and is left out (READINGS.brandUnknown). Only the range below is out of 100.
  const score = finalScore(rawScore, false);

  // Coverage (issue 20): the blocks without data, and how far they could still move the score.
  const blocks: Array<{
    name: Exclude<CoverageBlock, 'profile'>;
    part: ScoreComponent;
    hasData: boolean;
  }> = [
    { name: 'registry', part: registry, hasData: registry.status !== 'not-available' },
    // A GSTIN the GST network has not confirmed is not yet known (READINGS.gstNumberTwice).
    { name: 'GST', part: gst, hasData: gst.status === 'verified' || gst.status === 'failed' },
    { name: 'reputation', part: reputation, hasData: reputation.status !== 'not-available' },
  ];
  // Brand authorizations are never verified yet, so a trade business always lacks brand data.
  if (trade) blocks.push({ name: 'brand', part: brand, hasData: false });
  let lowestRaw = rawScore;
  let highestRaw = rawScore;
  for (const { name, part, hasData } of blocks) {
    if (hasData) continue;
    // A brand block left out still ranges from what a request earns to 20 once known.
    const current =
      name === 'brand' && input.company.wantsBrandAuthorization ? BRAND_REQUEST_POINTS : part.score;
    const [lowest, highest] = WITHOUT_DATA_RANGE[name](current);
    lowestRaw += lowest - part.score;
    highestRaw += highest - part.score;
  }
  // Once every block is known a trade business is scored out of 100.
  const lowestScore = finalScore(lowestRaw, trade);
  const highestScore = finalScore(highestRaw, trade);
  const withData: CoverageBlock[] = [
    ...blocks.filter((entry) => entry.hasData).map((entry) => entry.name),
    'profile',
  ];
  const withoutData = blocks.filter((entry) => !entry.hasData).map((entry) => entry.name);

  return {
    companyId: input.companyId,
    score,
    level: displayTrustLevelOf({ score, lowest: lowestScore, highest: highestScore }),
    bandLevel: trustLevelOf(score),
    coverage: {
      withData,
      withoutData,
      summary: coverageSummary(withData, withoutData),
      lowestScore,
      highestScore,
    },
    redFlags: redFlags.flags,
    ruleVersion: RULE_VERSION,
    rawScore,
    rawMaxScore: NON_TRADE_MAX,
    scaled: true,
    components,
    rating,
    verdict: verdictOf(input, rating, redFlags),
  };
}

const GST_SOURCES = {
  company: "The company's record",
  registration: 'GST registration details',
};

/** The verdict line's facts (issue 36): the same inputs and flags the score used. */
export function verdictOf(
  input: TrustScoreInput,
  rating: DisplayRating | null,
  flags: Pick<ReturnType<typeof applyRedFlags>, 'gstinFlags' | 'gstStatusFlags' | 'filingFlags'>,
): Verdict {
  const { company } = input;
  return buildVerdict({
    dataSource: company.dataSource,
    mcaExempt: isRegistryExempt(company.entityType),
    entityType: company.entityType,
    status: company.status,
    incorporatedOn: company.incorporatedOn ?? null,
    registryAsOf: company.registrySourceDate ?? company.recordedOn,
    upheldReports: input.upheldReports,
    gstinFlags: flags.gstinFlags,
    gstRegistrationFlags: flags.gstStatusFlags,
    filingFlags: flags.filingFlags,
    gstin: gstVerdictFact(input),
    rating:
      rating && !rating.estimated
        ? {
            value: rating.value,
            reviewCount: rating.reviewCount,
            source: SOURCE_NAMES[rating.source],
          }
        : null,
  });
}

/**
 * The verdict's GST fact: confirmed when the GST network lists an active registration (the
 * oldest, for "GST active since"), else the GSTIN on record as not yet confirmed. Registrations
 * GSTN lists only as not active say so through their red flags.
 */
function gstVerdictFact(input: TrustScoreInput): VerdictFacts['gstin'] {
  const { company } = input;
  const active = activeGstn(input).sort((a, b) =>
    (a.registeredOn ?? '9999').localeCompare(b.registeredOn ?? '9999'),
  );
  const first = active[0];
  if (first) {
    return {
      confirmed: true,
      source: gstnSource(first),
      date: first.gstnUpdatedOn ?? first.fetchedOn,
      since: first.registeredOn,
    };
  }
  if (present(company.gstNumber)) {
    return { confirmed: false, source: GST_SOURCES.company, date: company.recordedOn };
  }
  if (present(input.gst?.gstin)) {
    return {
      confirmed: false,
      source: GST_SOURCES.registration,
      date: input.gst?.recordedOn ?? null,
    };
  }
  return null;
}

/** What the history compares between two computations to name the reason of a change. */
export interface ScoreFacts {
  blocks: Record<string, number>;
  status: string | null;
  rated: boolean;
  flags: string[];
  /**
   * GSTN's status of each registration matched to the company, keyed by its state (one
   * registration per state; never the number: history is public). Absent from facts stored
   * before issue 40.
   */
  gst?: Record<string, string>;
  /**
   * The date of the MCA file the registry facts were read from (YYYY-MM-DD), so a change a
   * newer file brought is named with it. Absent from facts stored before issue 41.
   */
  registryDate?: string | null;
}

/** The key a registration's status is remembered by in the history's facts. */
const gstFactKey = (registration: GstnRegistration) =>
  present(registration.stateName) ? registration.stateName.trim() : 'another state';

export function scoreFactsOf(score: ComputedTrustScore, input: TrustScoreInput): ScoreFacts {
  return {
    blocks: Object.fromEntries(score.components.map((part) => [part.name, part.score])),
    status: input.company.status?.trim() || null,
    registryDate: input.company.registrySourceDate,
    rated: score.rating !== null && !score.rating.estimated,
    flags: score.redFlags.map((flag) => flag.title),
    gst: Object.fromEntries(
      (input.gstn ?? []).map((registration) => [
        gstFactKey(registration),
        registration.status.trim(),
      ]),
    ),
  };
}

const FILE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * ' per the MCA file of 12 August 2026' when the registry facts now come from another MCA file
 * than at the last computation (issue 41: a re-import brought the change, and the history says
 * on whose word); '' when the file is the same (the change came another way) or unknown.
 */
function perMcaFile(before: ScoreFacts, after: ScoreFacts): string {
  const date = after.registryDate;
  if (!date || date === before.registryDate || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return ` per the MCA file of ${FILE_DATE.format(new Date(`${date}T00:00:00Z`))}`;
}

/**
 * Why the score moved between two computations under the same rules, in words, e.g.
 * 'GST registration added'. Empty when no block changed.
 */
export function describeChange(before: ScoreFacts, after: ScoreFacts): string[] {
  const reasons: string[] = [];
  const change = (name: string) => (after.blocks[name] ?? 0) - (before.blocks[name] ?? 0);
  const perFile = perMcaFile(before, after);
  if (before.status !== after.status && after.status) {
    reasons.push(`Company status changed to ${after.status}${perFile}`);
  } else if (change('Corporate Registry') !== 0) {
    reasons.push(`Registry details changed${perFile}`);
  }
  // A registration whose GSTN status moved is named with its new status; its red flag, if
  // any, is then not named again below.
  const gstStatusChanges = Object.entries(after.gst ?? {}).filter(
    ([where, status]) => before.gst?.[where] !== undefined && before.gst[where] !== status,
  );
  for (const [where, status] of gstStatusChanges) {
    reasons.push(
      `GST status${where === 'another state' ? '' : ` in ${where}`} changed to ${status}`,
    );
  }
  const namedByStatus = (flag: string) =>
    gstStatusChanges.some(
      ([where]) => flag.startsWith('GST registration') && flag.includes(` in ${where} `),
    );
  const gst = change('GST');
  if (gst !== 0 && gstStatusChanges.length === 0) {
    if ((before.blocks.GST ?? 0) === 0) reasons.push('GST registration added');
    else if ((after.blocks.GST ?? 0) === 0) reasons.push('GST registration removed');
    else reasons.push('GST details changed');
  }
  if (change('Online Reputation') !== 0) {
    if (!before.rated && after.rated) reasons.push('Rating added');
    else if (before.rated && !after.rated) reasons.push('Rating removed');
    else reasons.push('Rating changed');
  }
  if (change('Brand Authorization') !== 0) reasons.push('Brand authorization changed');
  const profile = change('Profile Completeness');
  if (profile > 0) reasons.push('Profile details added');
  if (profile < 0) reasons.push('Profile details removed');
  for (const flag of after.flags) {
    if (before.flags.includes(flag) || namedByStatus(flag)) continue;
    reasons.push(`Red flag: ${flag.replace(/\.$/, '')}`);
  }
  for (const flag of before.flags) {
    if (after.flags.includes(flag) || namedByStatus(flag)) continue;
    reasons.push(`Red flag cleared: ${flag.replace(/\.$/, '')}`);
  }
  return reasons;
}
