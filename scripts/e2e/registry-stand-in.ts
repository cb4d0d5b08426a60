import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// A stand-in for a company-master provider (issue 41), speaking what the enrichment service's
// adapter speaks (providers/company-registry.ts): GET /companies/{cin} and /directors/{din},
// Bearer key, 404, 429 with Retry-After. Every answer carries x-trusthive-stand-in: 1, so what
// it says is stored as a stand-in's and never shown as MCA's data.
//
// It knows every well-formed CIN: a board of two or three made-up people (DINs from a digest
// of the CIN, names from a short list), an open and a satisfied charge, and filings up to date
// as of STAND_IN_REGISTRY_AS_OF. Each person sits on the company asked about and on two made-up
// others, one struck off, so a director page has something to point out. A browser test
// running against the stack's stand-in (another process) says what the registry says of a CIN
// through its control path (overdue filings, another board, "no such CIN").

export const STAND_IN_REGISTRY_KEY = 'stand-in-registry-key';
/** The day the stand-in's "copy of MCA data" was taken. */
export const STAND_IN_REGISTRY_AS_OF = '2026-11-30';
/** The stand-in's own control path (never a provider's). */
export const REGISTRY_STAND_IN_PATH = '/__stand-in/registry/companies';

const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
const NAMES = [
  'ANANYA RAO',
  'VIKRAM MEHTA',
  'PRIYA NAIR',
  'ARJUN DESAI',
  'KAVITA IYER',
  'ROHAN KAPOOR',
  'MEERA PILLAI',
  'SANJAY KULKARNI',
];

export interface StandInDirector {
  din: string;
  name: string;
  designation: string;
  appointedOn: string;
  ceasedOn: string | null;
}

export interface StandInCompany {
  status: string;
  lastAgmDate: string | null;
  lastBalanceSheetDate: string | null;
  lastAnnualReturnDate: string | null;
  directors: StandInDirector[];
  charges: Array<{
    chargeId: string;
    holder: string;
    amount: number;
    status: 'Open' | 'Satisfied' | 'Modified';
    createdOn: string;
    satisfiedOn: string | null;
  }>;
}

/** What tests said the registry says of a CIN: fields replace the made-up ones; null is 404. */
export type RegistryStandInChanges = Map<string, Partial<StandInCompany> | null>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The made-up company of a CIN, the same on every ask. */
export function standInCompany(cin: string): StandInCompany {
  const bytes = digest(cin);
  const size = 2 + (bytes[0]! % 2);
  const directors = Array.from({ length: size }, (_, index) => ({
    din: standInDin(cin, index),
    name: NAMES[(bytes[index + 1]! + index) % NAMES.length]!,
    designation: index === 0 ? 'Managing Director' : 'Director',
    appointedOn: `${2012 + (bytes[index + 4]! % 10)}-0${1 + (index % 9)}-15`,
    ceasedOn: null,
  }));
  return {
    status: 'Active',
    lastAgmDate: '2026-09-27',
    lastBalanceSheetDate: '2026-03-31',
    lastAnnualReturnDate: '2026-03-31',
    directors,
    charges: [
      {
        chargeId: String(100_000 + (bytes.readUInt32BE(8) % 900_000)),
        holder: 'STAND-IN BANK LIMITED',
        amount: 25_000_000,
        status: 'Open',
        createdOn: '2021-06-14',
        satisfiedOn: null,
      },
      {
        chargeId: String(100_000 + (bytes.readUInt32BE(12) % 900_000)),
        holder: 'STAND-IN FINANCE LIMITED',
        amount: 7_500_000,
        status: 'Satisfied',
        createdOn: '2016-02-01',
        satisfiedOn: '2019-11-20',
      },
    ],
  };
}

/** A made-up DIN (8 digits starting 09) of the CIN's board member `index`. */
export function standInDin(cin: string, index: number): string {
  return `09${String(digest(`${cin}:${index}`).readUInt32BE(0) % 1_000_000).padStart(6, '0')}`;
}

/** Which CIN (and seat) a made-up DIN came from: learned as boards are answered. */
const seats = new Map<string, { cin: string; director: StandInDirector }>();

function madeUpCin(din: string, n: number): string {
  const digits = String(digest(`${din}:${n}`).readUInt32BE(0) % 1_000_000).padStart(6, '0');
  return `U74999KA2015PTC${digits}`;
}

/** Answers the control path: POST {REGISTRY_STAND_IN_PATH} {cin, company | null}. */
export function answerRegistryStandInChange(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  changes: RegistryStandInChanges,
): boolean {
  if (url.pathname !== REGISTRY_STAND_IN_PATH || request.method !== 'POST') return false;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const { cin, company } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        cin: string;
        company: Partial<StandInCompany> | null;
      };
      changes.set(cin, company);
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  return true;
}

/** Answers GET /companies/{cin} and /directors/{din}; false for any other path. */
export function answerRegistry(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  changes?: RegistryStandInChanges,
): boolean {
  const company = /^\/companies\/([^/]+)$/.exec(url.pathname);
  const director = /^\/directors\/([^/]+)$/.exec(url.pathname);
  if (!company && !director) return false;
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
  if (request.headers.authorization !== `Bearer ${STAND_IN_REGISTRY_KEY}`) {
    send(401, { error: 'invalid key' });
    return true;
  }
  if (company) {
    const cin = decodeURIComponent(company[1]!);
    const changed = changes?.get(cin);
    if (!CIN.test(cin) || changed === null) {
      send(404, { error: 'No company with this CIN' });
      return true;
    }
    const answer = { ...standInCompany(cin), ...changed };
    for (const seat of answer.directors) seats.set(seat.din, { cin, director: seat });
    send(200, { cin, ...answer, asOf: STAND_IN_REGISTRY_AS_OF });
    return true;
  }
  const din = decodeURIComponent(director![1]!);
  const seat = seats.get(din);
  if (!/^[0-9]{8}$/.test(din) || !seat) {
    send(404, { error: 'No director with this DIN' });
    return true;
  }
  send(200, {
    din,
    name: seat.director.name,
    companies: [
      {
        cin: seat.cin,
        name: null,
        designation: seat.director.designation,
        appointedOn: seat.director.appointedOn,
        ceasedOn: seat.director.ceasedOn,
        companyStatus: 'Active',
      },
      {
        cin: madeUpCin(din, 1),
        name: 'STAND-IN TRADING PRIVATE LIMITED',
        designation: 'Director',
        appointedOn: '2015-04-01',
        ceasedOn: null,
        companyStatus: 'Active',
      },
      {
        cin: madeUpCin(din, 2),
        name: 'STAND-IN VENTURES PRIVATE LIMITED',
        designation: 'Director',
        appointedOn: '2011-08-10',
        ceasedOn: '2018-03-31',
        companyStatus: 'Strike Off',
      },
    ].map((entry) => ({ ...entry, name: entry.name ?? 'STAND-IN LISTED COMPANY' })),
  });
  return true;
}
