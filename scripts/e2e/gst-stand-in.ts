import type { IncomingMessage, ServerResponse } from 'node:http';
import { gstStateName, gstinCheckCharacter } from '@trusthive/contracts';

// A stand-in for a GST Suvidha Provider's taxpayer search (issue 40), speaking what the
// enrichment service's adapter speaks (providers/gst-network.ts): GSTN's field names, 404 for
// no registration, 429 with Retry-After, 5xx. Its records are made up (valid check characters,
// PANs of no real company) and every answer carries x-trusthive-stand-in: 1, so what it says
// is never shown as GSTN's. Used by the browser-test stack (fake-providers.ts) and the
// enrichment tests; a number asks for its behaviour (STAND_IN_KINDS), so one server serves
// every test.

export const STAND_IN_GST_KEY = 'stand-in-gst-key';

/**
 * How the stand-in answers a number, by the PAN's fifth letter (the GSTIN's 7th character):
 * a test draws a fresh number of the kind it needs (standInGstin), so what one test stored or
 * counted never meets another's, in this run or a retried one.
 */
export const STAND_IN_KINDS = {
  /** Active, a private limited company in Karnataka. */
  active: 'A',
  /** Cancelled on 15/03/2024, in Maharashtra. */
  cancelled: 'C',
  /** Active, but GSTN answers after SLOW_ANSWER_MS. */
  slow: 'W',
  /** The provider answers 503. */
  down: 'D',
  /** The provider answers 429 with Retry-After. */
  overQuota: 'Q',
  /** Well formed, check character right, and no registration: 404. */
  none: 'N',
} as const;
export type StandInKind = keyof typeof STAND_IN_KINDS;

const STATE_CODES: Record<StandInKind, string> = {
  active: '29',
  cancelled: '27',
  slow: '29',
  down: '33',
  overQuota: '07',
  none: '29',
};

/** A PAN's last letter, A to Z. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How many numbers of one kind there are: 4 digits × 26 letters × 9 entity numbers. */
const NUMBERS_PER_KIND = 10_000 * 26 * 9;

/**
 * The `serial`-th well-formed GSTIN of the kind (0 to NUMBERS_PER_KIND - 1): the PAN's four
 * digits and last letter and the entity number vary, the kind's letter and state stay.
 */
export function standInGstin(kind: StandInKind, serial: number): string {
  const n = Math.abs(Math.trunc(serial)) % NUMBERS_PER_KIND;
  const digits = String(n % 10_000).padStart(4, '0');
  const panLetter = LETTERS.charAt(Math.floor(n / 10_000) % 26);
  const entity = 1 + Math.floor(n / 260_000);
  const first14 = `${STATE_CODES[kind]}AAGC${STAND_IN_KINDS[kind]}${digits}${panLetter}${entity}Z`;
  return first14 + gstinCheckCharacter(first14)!;
}

/** The fixed numbers' serials (entity 1, PAN letter K): fresh draws stay clear of them. */
const FIXED_SERIALS = [4521, 7310, 2208, 9042, 6634, 1].map((digits) => 10 * 10_000 + digits);

/**
 * A fresh number of the kind for one test: one of 2.3 million, so two draws of a run meet
 * about once in 50,000 runs of ten draws.
 */
export function freshStandInGstin(kind: StandInKind): string {
  for (;;) {
    const serial = Math.floor(Math.random() * NUMBERS_PER_KIND);
    if (!FIXED_SERIALS.includes(serial)) return standInGstin(kind, serial);
  }
}

/** One number of each kind, for pages shown in lists of routes (the layout test). */
export const STAND_IN_GSTINS = {
  active: standInGstin('active', FIXED_SERIALS[0]!),
  cancelled: standInGstin('cancelled', FIXED_SERIALS[1]!),
  slow: standInGstin('slow', FIXED_SERIALS[2]!),
  down: standInGstin('down', FIXED_SERIALS[3]!),
  overQuota: standInGstin('overQuota', FIXED_SERIALS[4]!),
  none: standInGstin('none', FIXED_SERIALS[5]!),
} as const;

/** Past the first ask's 2 s budget, inside the default 5 s provider timeout, with margin both ways. */
export const SLOW_ANSWER_MS = 3_500;

export interface StandInRecord {
  lgnm: string;
  tradeNam: string;
  sts: string;
  rgdt: string;
  cxdt: string;
  ctb: string;
  dty: string;
  stcd: string;
  pncd: string;
  nba: string[];
  lstupdt: string;
}

export const STAND_IN_GST_RECORDS: Partial<Record<StandInKind, StandInRecord>> = {
  active: {
    lgnm: 'BLUEBELL HOME APPLIANCES PRIVATE LIMITED',
    tradeNam: 'Bluebell Appliances',
    sts: 'Active',
    rgdt: '01/07/2017',
    cxdt: '',
    ctb: 'Private Limited Company',
    dty: 'Regular',
    stcd: 'Karnataka',
    pncd: '560025',
    nba: ['Wholesale Business', 'Retail Business'],
    lstupdt: '12/08/2025',
  },
  cancelled: {
    lgnm: 'SUNRISE TEXTILE MILLS PRIVATE LIMITED',
    tradeNam: 'Sunrise Textiles',
    sts: 'Cancelled',
    rgdt: '14/09/2018',
    cxdt: '15/03/2024',
    ctb: 'Private Limited Company',
    dty: 'Regular',
    stcd: 'Maharashtra',
    pncd: '411001',
    nba: ['Factory / Manufacturing'],
    lstupdt: '15/03/2024',
  },
  slow: {
    lgnm: 'UNHURRIED FREIGHT PRIVATE LIMITED',
    tradeNam: 'Unhurried Freight',
    sts: 'Active',
    rgdt: '03/02/2020',
    cxdt: 'NA',
    ctb: 'Private Limited Company',
    dty: 'Regular',
    stcd: 'Karnataka',
    pncd: '560001',
    nba: ['Supplier of Services'],
    lstupdt: '03/02/2020',
  },
};

/** The kind a number asks for, from its PAN's fifth letter; null for none of the stand-in's. */
function kindOf(gstin: string): StandInKind | null {
  if (!/^[0-9]{2}AAGC[A-Z][0-9]{4}[A-Z][1-9]Z[0-9A-Z]$/.test(gstin)) return null;
  const letter = gstin.charAt(6);
  const found = Object.entries(STAND_IN_KINDS).find(([, marker]) => marker === letter);
  return found ? (found[0] as StandInKind) : null;
}

/**
 * What GSTN has changed since (a status, a date), by number: a server's own, so a test can say
 * "GSTN cancelled this registration" and see a refresh store it. Fields given replace the
 * kind's record; a number of no record kind is not given one.
 */
export type StandInChanges = Map<string, Partial<StandInRecord>>;

/** The stand-in's own control path (never a provider's): what GSTN "has changed since". */
export const STAND_IN_CHANGES_PATH = '/__stand-in/gst/changes';

/**
 * Answers POST {STAND_IN_CHANGES_PATH} {gstin, changes}: a browser test running against the
 * stack's stand-in (another process) says what GSTN says of a number, e.g. the legal name of a
 * real MCA company it imported. False when the path is not this one.
 */
export function answerStandInChange(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  changes: StandInChanges,
): boolean {
  if (url.pathname !== STAND_IN_CHANGES_PATH || request.method !== 'POST') return false;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const { gstin, changes: given } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        gstin: string;
        changes: Partial<StandInRecord>;
      };
      changes.set(gstin, { ...changes.get(gstin), ...given });
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  return true;
}

/** Answers GET /commonapi/v1.1/search; false when the path is not the taxpayer search. */
export function answerGstSearch(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  changes?: StandInChanges,
): boolean {
  if (url.pathname !== '/commonapi/v1.1/search') return false;
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(text),
      'x-trusthive-stand-in': '1',
      ...headers,
    });
    response.end(text);
  };
  if (request.headers.authorization !== `Bearer ${STAND_IN_GST_KEY}`) {
    send(401, { error: { message: 'Invalid access token' } });
    return true;
  }
  const gstin = url.searchParams.get('gstin') ?? '';
  const kind = kindOf(gstin);
  if (url.searchParams.get('action') !== 'TP') send(400, { error: { message: 'Unknown action' } });
  else if (kind === 'down') send(503, { error: { message: 'GSTN unavailable' } });
  else if (kind === 'overQuota') {
    send(429, { error: { message: 'Quota exceeded' } }, { 'retry-after': '60' });
  } else {
    const kindRecord = kind ? STAND_IN_GST_RECORDS[kind] : undefined;
    const record = kindRecord ? { ...kindRecord, ...changes?.get(gstin) } : undefined;
    const answer = () =>
      record
        ? send(200, taxpayer(gstin, record))
        : send(404, { error: { message: 'No records found' } });
    if (kind === 'slow') setTimeout(answer, SLOW_ANSWER_MS);
    else answer();
  }
  return true;
}

/**
 * A PIN in the state of a few GST state codes: a number of a kind asked for in another state
 * than the kind's own (a PAN's second registration) is placed in that state.
 */
const STATE_PINS: Record<string, string> = {
  '07': '110001',
  '24': '380009',
  '27': '411001',
  '29': '560025',
  '33': '600002',
  '36': '500001',
};

function taxpayer(gstin: string, own: StandInRecord) {
  const code = gstin.slice(0, 2);
  const state = gstStateName(code);
  const record =
    state && state !== own.stcd ? { ...own, stcd: state, pncd: STATE_PINS[code] ?? '' } : own;
  return {
    gstin,
    lgnm: record.lgnm,
    tradeNam: record.tradeNam,
    sts: record.sts,
    rgdt: record.rgdt,
    cxdt: record.cxdt,
    ctb: record.ctb,
    dty: record.dty,
    nba: record.nba,
    lstupdt: record.lstupdt,
    einvoiceStatus: 'No',
    stj: 'Stand-in State Jurisdiction',
    ctj: 'Stand-in Centre Jurisdiction',
    pradr: {
      addr: {
        bnm: 'Stand-in House',
        bno: '12',
        flno: '',
        st: 'Stand-in Road',
        loc: 'Stand-in Nagar',
        stcd: record.stcd,
        pncd: record.pncd,
        lt: '',
        lg: '',
      },
      ntr: record.nba.join(', '),
    },
    adadr: [],
  };
}
