import {
  trustLevelOf,
  type DisplayRating,
  type ScoreComponent,
  type ScoreComponentStatus,
  type TrustScore,
} from '@trusthive/contracts';
import { GST_STATE_CODES, normaliseStateName } from './gst-states';

// The trust score of product spec §9, as a pure function: no I/O, no clock. Six blocks:
//
// | Block                          | Max | Rule (spec)                                               |
// | Corporate Registry             | 25  | cin 5; roc 2; status Active 5; paid-up >= 100000 5;       |
// |                                |     | nic code with industrial classification 5; company class  |
// |                                |     | with sub category 3. Sole proprietorship, proprietorship, |
// |                                |     | partnership (firm), HUF or freelancer: the full 25.       |
// | GST                            | 15  | gst_number 10; state code 3; 2 more for gst_number        |
// | Online Reputation              | 15  | rating >=4.5 7, >=4 6, >=3 4, else 2; reviews >=50 4,     |
// |                                |     | >=10 2, >=1 1; plus 2; no rating: 3                       |
// | Brand Authorization            | 20  | only when the industry contains retail, wholesale or      |
// |                                |     | trade; 5 if brand authorization is wanted                 |
// | Profile Completeness           | 15  | logo 3, domain 4, address 2, classification 3, GST/PAN 3  |
// | Internal Reports and Red Flags | 10  | fixed                                                     |
//
// Non-trade businesses: the total (out of 80) is scaled to 100 and rounded; the final score
// is clamped to 0..100. Levels: >= 80 High Trust, 60-79 Medium Trust, < 60 Low Trust.
//
// Where the spec can be read two ways, the reading a fair-minded user would expect is taken,
// and each component's `details` says which (READINGS below, word for word):
export const READINGS = {
  stateCode:
    "The 3 state-code points go to a GSTIN whose state code (its first two digits) is a valid Indian state code that matches the company's registered state; when the registered state is unknown, a valid code is enough.",
  gstNumberTwice:
    "A GST number on record earns 12 points in all (10, then 2 more), whether it is on the company's own record or on its GST registration.",
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
  fixedRedFlags:
    'Fixed at 10: reports against a company are reviewed by the TrustHive team before they affect its score.',
} as const;

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
export const TRADE_MAX = NON_TRADE_MAX + BLOCK_MAX.brand;

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
  };
  /** The company's GST registration (company_gst_details), if any. */
  gst: { gstin: string | null; pan: string | null } | null;
  ratings: {
    /** The cached third-party rating (trustpilot_ratings, else companies.ratings.trustpilot). */
    thirdParty: RatingReading | null;
    /** Place details from the maps service, when the caller has them. */
    place: RatingReading | null;
    /** companies.ratings.google: the maps service's rating on record. */
    maps: number | null;
  };
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const validRating = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5;

const validCount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** Spec §5 "Logo": a non-empty string, not the text null or undefined, starting http or data:. */
export function isValidLogo(logo: string | null | undefined): boolean {
  if (!present(logo)) return false;
  const text = logo.trim();
  if (text === 'null' || text === 'undefined') return false;
  return text.startsWith('http') || text.startsWith('data:');
}

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

function gstComponent(input: TrustScoreInput): ScoreComponent {
  const name = 'GST';
  const description = 'Registration under the Goods and Services Tax.';
  const gstin = gstinOf(input);
  if (!gstin) {
    return component(
      name,
      'not-available',
      0,
      BLOCK_MAX.gst,
      description,
      `No GST number on record: 0 of 15. ${READINGS.gstNumberTwice}`,
    );
  }
  const stateCheck = checkStateCode(gstin, input.company.state);
  const stateNote: Record<StateCodeCheck, string> = {
    match: 'State code matches the registered state: 3 of 3.',
    'valid-unknown-state':
      'State code is a valid Indian state code (registered state unknown): 3 of 3.',
    mismatch: 'State code does not match the registered state: 0 of 3.',
    invalid: 'State code is not a valid Indian state code: 0 of 3.',
  };
  const statePoints = stateCheck === 'match' || stateCheck === 'valid-unknown-state' ? 3 : 0;
  const score = 10 + 2 + statePoints;
  return component(
    name,
    'verified',
    score,
    BLOCK_MAX.gst,
    description,
    `GST number on record: 12 of 12. ${stateNote[stateCheck]} ${READINGS.gstNumberTwice} ${READINGS.stateCode}`,
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
  if (input.company.wantsBrandAuthorization) {
    return component(
      name,
      'pending',
      5,
      BLOCK_MAX.brand,
      description,
      `Brand authorization requested: 5 of 20. ${READINGS.trade}`,
    );
  }
  return component(
    name,
    'not-available',
    0,
    BLOCK_MAX.brand,
    description,
    `No brand authorization requested: 0 of 20. ${READINGS.trade}`,
  );
}

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

function redFlagsComponent(): ScoreComponent {
  return component(
    'Internal Reports and Red Flags',
    'verified',
    BLOCK_MAX.redFlags,
    BLOCK_MAX.redFlags,
    'Reports and red flags raised with TrustHive.',
    READINGS.fixedRedFlags,
  );
}

/** Non-trade totals (out of 80) scaled to 100 and rounded half up; then clamped to 0..100. */
export function finalScore(rawScore: number, trade: boolean): number {
  const scaled = trade ? rawScore : Math.round((rawScore * 100) / NON_TRADE_MAX);
  return Math.min(100, Math.max(0, scaled));
}

export function computeTrustScore(input: TrustScoreInput): TrustScore {
  const trade = isTradeBusiness(input.company);
  const rating = chooseRating(input.ratings);
  const components = [
    registryComponent(input),
    gstComponent(input),
    reputationComponent(rating),
    brandComponent(input, trade),
    completenessComponent(input),
    redFlagsComponent(),
  ];
  const rawScore = components.reduce((total, part) => total + part.score, 0);
  const score = finalScore(rawScore, trade);
  return {
    companyId: input.companyId,
    score,
    level: trustLevelOf(score),
    rawScore,
    rawMaxScore: trade ? TRADE_MAX : NON_TRADE_MAX,
    scaled: !trade,
    components,
    rating,
  };
}
