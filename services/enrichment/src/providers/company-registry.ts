import { z } from 'zod';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { gstnDate, retryAfterMs, STAND_IN_HEADER } from './gst-network';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// A company-master provider relaying MCA's company and director master data (issue 41; the
// contract and the providers whose documented answers it follows: docs/decisions/
// 2026-12-07-registry-depth.md). Every path, header and field name lives here:
//   GET {REGISTRY_API_BASE_URL}/companies/{cin}   → the company's status, filing dates,
//       directors and charges, and asOf (the day the provider's copy of MCA data was taken)
//   GET {REGISTRY_API_BASE_URL}/directors/{din}   → the person and every company they sit on
//   Authorization: Bearer {REGISTRY_API_KEY}
//   404: no such CIN or DIN; 429 with Retry-After; 5xx and timeouts: the provider is down.

const DIN = /^[0-9]{8}$/;
const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

const text = z.string().nullish();
const date = text;

const directorSchema = z.object({
  din: z.string(),
  name: z.string().trim().min(1).max(200),
  designation: text,
  appointedOn: date,
  ceasedOn: date,
});

const chargeSchema = z.object({
  chargeId: z.union([z.string(), z.number()]),
  holder: z.string().trim().min(1).max(300),
  amount: z.union([z.number(), z.string()]).nullish(),
  status: z.string(),
  createdOn: date,
  satisfiedOn: date,
});

const companySchema = z.object({
  cin: z.string(),
  status: text,
  lastAgmDate: date,
  lastBalanceSheetDate: date,
  lastAnnualReturnDate: date,
  directors: z.array(z.unknown()).nullish(),
  charges: z.array(z.unknown()).nullish(),
  asOf: date,
});

const directorshipSchema = z.object({
  cin: z.string(),
  name: z.string().trim().min(1).max(300),
  designation: text,
  appointedOn: date,
  ceasedOn: date,
  companyStatus: text,
});

const personSchema = z.object({
  din: z.string(),
  name: z.string().trim().min(1).max(200),
  companies: z.array(z.unknown()).nullish(),
});

export type ChargeStatus = 'Open' | 'Satisfied' | 'Modified';

export interface RegistryDirector {
  din: string;
  name: string;
  designation: string | null;
  appointedOn: string | null;
  ceasedOn: string | null;
}

export interface RegistryCharge {
  chargeId: string;
  holder: string;
  /** Rupees. */
  amount: number | null;
  status: ChargeStatus;
  createdOn: string | null;
  satisfiedOn: string | null;
}

/** What the provider says of a company, as stored. */
export interface RegistryCompany {
  cin: string;
  status: string | null;
  lastAgmDate: string | null;
  lastBalanceSheetDate: string | null;
  lastAnnualReturnDate: string | null;
  directors: RegistryDirector[];
  charges: RegistryCharge[];
  asOf: string | null;
  provider: string;
  standIn: boolean;
  raw: unknown;
}

export interface RegistryDirectorship {
  cin: string;
  companyName: string;
  designation: string | null;
  appointedOn: string | null;
  ceasedOn: string | null;
  companyStatus: string | null;
}

/** What the provider says of a person, as stored. */
export interface RegistryPerson {
  din: string;
  name: string;
  companies: RegistryDirectorship[];
  provider: string;
  standIn: boolean;
}

export const NO_COMPANY = 'No company with this CIN in the registry';
export const NO_DIRECTOR = 'No director with this DIN in the registry';

/** A 429: the provider's quota is spent until `retryAfterMs` from now (its Retry-After). */
export class RegistryOverQuotaError extends ProviderError {
  constructor(readonly retryAfterMs: number) {
    super('http', true, 'HTTP 429');
    this.name = 'RegistryOverQuotaError';
  }
}

/** ISO dates as sent (YYYY-MM-DD, or a timestamp starting with one), or MCA's DD/MM/YYYY. */
export function registryDate(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (!iso) return gstnDate(trimmed);
  const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

const blankToNull = (value: string | null | undefined, max: number): string | null => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** Rupees as a number or a string ("1,50,00,000", "15000000.00"); anything else is unknown. */
function rupees(value: number | string | null | undefined): number | null {
  const amount = typeof value === 'string' ? Number(value.replace(/,/g, '').trim()) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && amount < 1e16
    ? Math.round(amount * 100) / 100
    : null;
}

const CHARGE_STATUSES: Record<string, ChargeStatus> = {
  open: 'Open',
  satisfied: 'Satisfied',
  closed: 'Satisfied',
  modified: 'Modified',
  modification: 'Modified',
};

/**
 * One bad entry (a DIN that is not 8 digits, a charge in a status we do not know) is left out,
 * never the whole answer: the rest of the board is still the provider's word.
 */
function readDirector(entry: unknown): RegistryDirector | null {
  const parsed = directorSchema.safeParse(entry);
  if (!parsed.success) return null;
  const din = parsed.data.din.trim().padStart(8, '0');
  if (!DIN.test(din)) return null;
  return {
    din,
    name: blankToNull(parsed.data.name, 200)!,
    designation: blankToNull(parsed.data.designation, 100),
    appointedOn: registryDate(parsed.data.appointedOn),
    ceasedOn: registryDate(parsed.data.ceasedOn),
  };
}

function readCharge(entry: unknown): RegistryCharge | null {
  const parsed = chargeSchema.safeParse(entry);
  if (!parsed.success) return null;
  const status = CHARGE_STATUSES[parsed.data.status.trim().toLowerCase()];
  const chargeId = String(parsed.data.chargeId).trim().slice(0, 40);
  if (!status || !chargeId) return null;
  return {
    chargeId,
    holder: blankToNull(parsed.data.holder, 300)!,
    amount: rupees(parsed.data.amount),
    status,
    createdOn: registryDate(parsed.data.createdOn),
    satisfiedOn: registryDate(parsed.data.satisfiedOn),
  };
}

function readDirectorship(entry: unknown): RegistryDirectorship | null {
  const parsed = directorshipSchema.safeParse(entry);
  if (!parsed.success) return null;
  const cin = parsed.data.cin.trim().toUpperCase();
  if (!CIN.test(cin)) return null;
  return {
    cin,
    companyName: blankToNull(parsed.data.name, 300)!,
    designation: blankToNull(parsed.data.designation, 100),
    appointedOn: registryDate(parsed.data.appointedOn),
    ceasedOn: registryDate(parsed.data.ceasedOn),
    companyStatus: blankToNull(parsed.data.companyStatus, 100),
  };
}

/** Up to this many directors, charges or directorships are kept from one answer. */
const MAX_ENTRIES = 500;

export class CompanyRegistry {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** Who relays MCA's data: the provider's host, as every registry block names it. */
  get providerName(): string {
    return this.config.baseUrl ? new URL(this.config.baseUrl).host : '';
  }

  async company(cin: string): Promise<Lookup<RegistryCompany>> {
    const answer = await this.get(`companies/${encodeURIComponent(cin)}`, NO_COMPANY);
    if (!answer.found) return answer;
    const parsed = companySchema.safeParse(answer.data.json);
    // An answer about another company is no answer about this one.
    if (!parsed.success || parsed.data.cin.trim().toUpperCase() !== cin) {
      throw new ProviderError('malformed', true, 'unexpected answer');
    }
    const company = parsed.data;
    return found({
      cin,
      status: blankToNull(company.status, 100),
      lastAgmDate: registryDate(company.lastAgmDate),
      lastBalanceSheetDate: registryDate(company.lastBalanceSheetDate),
      lastAnnualReturnDate: registryDate(company.lastAnnualReturnDate),
      directors: keep((company.directors ?? []).map(readDirector)),
      charges: keep((company.charges ?? []).map(readCharge)),
      asOf: registryDate(company.asOf),
      provider: this.providerName,
      standIn: answer.data.standIn,
      raw: answer.data.json,
    });
  }

  async director(din: string): Promise<Lookup<RegistryPerson>> {
    const answer = await this.get(`directors/${encodeURIComponent(din)}`, NO_DIRECTOR);
    if (!answer.found) return answer;
    const parsed = personSchema.safeParse(answer.data.json);
    if (!parsed.success || parsed.data.din.trim().padStart(8, '0') !== din) {
      throw new ProviderError('malformed', true, 'unexpected answer');
    }
    return found({
      din,
      name: blankToNull(parsed.data.name, 200)!,
      companies: keep((parsed.data.companies ?? []).map(readDirectorship)),
      provider: this.providerName,
      standIn: answer.data.standIn,
    });
  }

  private async get(
    path: string,
    missing: string,
  ): Promise<Lookup<{ json: unknown; standIn: boolean }>> {
    const base = this.config.baseUrl!.endsWith('/')
      ? this.config.baseUrl!
      : `${this.config.baseUrl}/`;
    const url = new URL(path, base);
    const headers = { authorization: `Bearer ${this.config.apiKey!}` };
    const answer = await this.http.fetch(url, { headers });
    if (answer.status === 404) return notFound(missing);
    if (answer.status === 429)
      throw new RegistryOverQuotaError(retryAfterMs(answer.headers['retry-after']));
    if (answer.status >= 500) throw new ProviderError('http', true, `HTTP ${answer.status}`);
    if (answer.status >= 400) throw new ProviderError('rejected', false, `HTTP ${answer.status}`);
    try {
      return found({
        json: JSON.parse(answer.body.toString('utf8')) as unknown,
        standIn: answer.headers[STAND_IN_HEADER] === '1',
      });
    } catch {
      throw new ProviderError('malformed', true, 'malformed JSON');
    }
  }
}

function keep<T>(entries: Array<T | null>): T[] {
  return entries.filter((entry): entry is T => entry !== null).slice(0, MAX_ENTRIES);
}
