import type { IncomingMessage, ServerResponse } from 'node:http';

// A stand-in for a GST Suvidha Provider's taxpayer search (issue 40), speaking what the
// enrichment service's adapter speaks (providers/gst-network.ts): GSTN's field names, 404 for
// no registration, 429 with Retry-After, 5xx. Its records are made up (valid check characters,
// PANs of no real company) and every answer carries x-trusthive-stand-in: 1, so what it says
// is never shown as GSTN's. Used by the browser-test stack (fake-providers.ts) and the
// enrichment tests; each number below behaves one way, so one server serves every test.

export const STAND_IN_GST_KEY = 'stand-in-gst-key';

export const STAND_IN_GSTINS = {
  /** Active, a private limited company in Karnataka. */
  active: '29AAGCB4521K1ZK',
  /** Cancelled on 15/03/2024, in Maharashtra. */
  cancelled: '27AAGCS7310M1Z2',
  /** Active, but GSTN answers after SLOW_ANSWER_MS. */
  slow: '29AAGCS2208P1ZX',
  /** The provider answers 503. */
  down: '33AAGCD9042Q1Z7',
  /** The provider answers 429 with Retry-After. */
  overQuota: '07AAGCQ6634R1ZN',
  /** Well formed, check character right, and no registration: 404. */
  none: '29AAGCN0001A1ZA',
} as const;

/** Past the first ask's 2 s budget, inside the default 5 s provider timeout, with margin both ways. */
export const SLOW_ANSWER_MS = 3_500;

interface StandInRecord {
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

export const STAND_IN_GST_RECORDS: Record<string, StandInRecord> = {
  [STAND_IN_GSTINS.active]: {
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
  [STAND_IN_GSTINS.cancelled]: {
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
  [STAND_IN_GSTINS.slow]: {
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

/** Answers GET /commonapi/v1.1/search; false when the path is not the taxpayer search. */
export function answerGstSearch(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
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
  if (url.searchParams.get('action') !== 'TP') send(400, { error: { message: 'Unknown action' } });
  else if (gstin === STAND_IN_GSTINS.down) send(503, { error: { message: 'GSTN unavailable' } });
  else if (gstin === STAND_IN_GSTINS.overQuota) {
    send(429, { error: { message: 'Quota exceeded' } }, { 'retry-after': '60' });
  } else {
    const record = STAND_IN_GST_RECORDS[gstin];
    const answer = () =>
      record
        ? send(200, taxpayer(gstin, record))
        : send(404, { error: { message: 'No records found' } });
    if (gstin === STAND_IN_GSTINS.slow) setTimeout(answer, SLOW_ANSWER_MS);
    else answer();
  }
  return true;
}

function taxpayer(gstin: string, record: StandInRecord) {
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
