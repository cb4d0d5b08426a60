import { z } from 'zod';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// GSTN's taxpayer search, relayed by a GST Suvidha Provider (issue 40; the fields and the
// providers' documentation they were read in: docs/decisions/2026-12-06-gst-source-plan.md).
// Every path and header of the one provider configured lives here:
//   GET {GST_API_BASE_URL}/commonapi/v1.1/search?action=TP&gstin={gstin}
//   Authorization: Bearer {GST_API_KEY}
//   → 200 the taxpayer in GSTN's own field names; 404 no such registration; 429 (with
//     Retry-After) and 5xx and timeouts: the provider is down or over its quota.

/** Sent by a stand-in server of ours (tests, the demo), never by a provider. */
export const STAND_IN_HEADER = 'x-trusthive-stand-in';

const text = z.string().nullish();
const taxpayerSchema = z.object({
  gstin: z.string(),
  lgnm: z.string().trim().min(1).max(300),
  tradeNam: text,
  sts: z.string().trim().min(1).max(40),
  rgdt: text,
  cxdt: text,
  ctb: text,
  dty: text,
  pradr: z.object({ addr: z.object({ stcd: text, pncd: text }).nullish() }).nullish(),
  nba: z.array(z.string()).nullish(),
  // GSTN's name; one provider's documentation spells it lstupddt.
  lstupdt: text,
  lstupddt: text,
  einvoiceStatus: text,
});

/** A taxpayer as stored (gst_registrations' columns), with the answer as received. */
export interface GstTaxpayer {
  gstin: string;
  legalName: string;
  tradeName: string | null;
  status: string;
  registeredOn: string | null;
  cancelledOn: string | null;
  constitution: string | null;
  taxpayerType: string | null;
  stateName: string | null;
  pincode: string | null;
  natureOfBusiness: string[];
  einvoiceEnabled: boolean | null;
  gstnUpdatedOn: string | null;
  provider: string;
  standIn: boolean;
  raw: unknown;
}

export const NO_REGISTRATION = 'No GST registration with this number';

/** How long a 429 without a readable Retry-After pauses GSTN calls, and the longest any does. */
const DEFAULT_RETRY_AFTER_MS = 60_000;
const MAX_RETRY_AFTER_MS = 3_600_000;

/** A 429: the provider's quota is spent until `retryAfterMs` from now (its Retry-After). */
export class GstOverQuotaError extends ProviderError {
  constructor(readonly retryAfterMs: number) {
    super('http', true, 'HTTP 429');
    this.name = 'GstOverQuotaError';
  }
}

/** Retry-After in seconds or as an HTTP date, within 1 s and an hour. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const ms = /^[0-9]+$/.test(text)
    ? Number(text) * 1_000
    : text
      ? Date.parse(text) - now
      : Number.NaN;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(ms, 1_000), MAX_RETRY_AFTER_MS);
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 300) : null;
};

/** GSTN writes dates as DD/MM/YYYY (or D/M/YYYY); "", "NA" and anything else read as none. */
export function gstnDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

const yesNo = (value: string | null | undefined): boolean | null => {
  const word = value?.trim().toLowerCase();
  return word === 'yes' ? true : word === 'no' ? false : null;
};

export class GstNetwork {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** Who relays GSTN's answers: the provider's host, as the record page names it. */
  get providerName(): string {
    return this.config.baseUrl ? new URL(this.config.baseUrl).host : '';
  }

  async lookup(gstin: string): Promise<Lookup<GstTaxpayer>> {
    const url = new URL('/commonapi/v1.1/search', this.config.baseUrl!);
    url.searchParams.set('action', 'TP');
    url.searchParams.set('gstin', gstin);
    const headers = { authorization: `Bearer ${this.config.apiKey!}` };
    const answer = await this.http.fetch(url, { headers });
    if (answer.status === 404) return notFound(NO_REGISTRATION);
    if (answer.status === 429)
      throw new GstOverQuotaError(retryAfterMs(answer.headers['retry-after']));
    if (answer.status >= 500) {
      throw new ProviderError('http', true, `HTTP ${answer.status}`);
    }
    if (answer.status >= 400) throw new ProviderError('rejected', false, `HTTP ${answer.status}`);
    let json: unknown;
    try {
      json = JSON.parse(answer.body.toString('utf8'));
    } catch {
      throw new ProviderError('malformed', true, 'malformed JSON');
    }
    const parsed = taxpayerSchema.safeParse(json);
    // An answer about another number is no answer about this one.
    if (!parsed.success || parsed.data.gstin.trim().toUpperCase() !== gstin) {
      throw new ProviderError('malformed', true, 'unexpected answer');
    }
    const taxpayer = parsed.data;
    const pincode = blankToNull(taxpayer.pradr?.addr?.pncd);
    return found({
      gstin,
      legalName: taxpayer.lgnm,
      tradeName: blankToNull(taxpayer.tradeNam),
      status: taxpayer.sts,
      registeredOn: gstnDate(taxpayer.rgdt),
      cancelledOn: gstnDate(taxpayer.cxdt),
      constitution: blankToNull(taxpayer.ctb)?.slice(0, 100) ?? null,
      taxpayerType: blankToNull(taxpayer.dty)?.slice(0, 100) ?? null,
      stateName: blankToNull(taxpayer.pradr?.addr?.stcd)?.slice(0, 100) ?? null,
      pincode: pincode && /^[0-9]{6}$/.test(pincode) ? pincode : null,
      natureOfBusiness: (taxpayer.nba ?? []).map((item) => item.trim()).filter(Boolean),
      einvoiceEnabled: yesNo(taxpayer.einvoiceStatus),
      gstnUpdatedOn: gstnDate(taxpayer.lstupdt ?? taxpayer.lstupddt),
      provider: this.providerName,
      standIn: answer.headers[STAND_IN_HEADER] === '1',
      raw: json,
    });
  }
}
